import type { Network } from '@latch/core'
import * as z from 'zod/mini'
import { esploraUrl } from '../networks/bitcoinNetworks'
import type { BitcoinUtxo } from './planBitcoinSend'

// What the Esplora API answers, checked before it is used (a public Esplora is as untrusted as any server).
const txid = z.string().check(z.regex(/^[0-9a-f]{64}$/))
const utxos = z.array(
  z.object({
    txid,
    vout: z.int().check(z.nonnegative()),
    value: z.int().check(z.nonnegative()),
  }),
)
const feeEstimates = z.record(z.string(), z.number())
const txStatus = z.object({ confirmed: z.boolean() })

async function esplora(network: Network, path: string, init?: RequestInit): Promise<Response> {
  const response = await globalThis.fetch(`${esploraUrl(network)}${path}`, init)
  if (!response.ok) {
    // Esplora answers a refused transaction with bitcoind's reason as text: the visitor's error names it.
    const reason = (await response.text().catch(() => '')).slice(0, 300)
    throw new Error(
      `${network.name}'s Esplora API answered ${response.status}${reason ? `: ${reason}` : ''}`,
    )
  }
  return response
}

async function parsed<T extends z.ZodMiniType>(
  network: Network,
  schema: T,
  response: Response,
): Promise<z.output<T>> {
  const result = schema.safeParse(await response.json().catch(() => undefined))
  if (!result.success) throw new Error(`${network.name}'s Esplora API answered malformed data`)
  return result.data
}

/** The address's unspent outputs, confirmed and in the mempool (`GET /address/:address/utxo`). */
export async function getBitcoinUtxos(network: Network, address: string): Promise<BitcoinUtxo[]> {
  const response = await esplora(network, `/address/${encodeURIComponent(address)}/utxo`)
  return (await parsed(network, utxos, response)).map((utxo) => ({
    ...utxo,
    value: BigInt(utxo.value),
  }))
}

/** Fee rates in sats per vbyte by confirmation target in blocks (`GET /fee-estimates`). */
export async function getBitcoinFeeEstimates(network: Network): Promise<Record<string, number>> {
  return parsed(network, feeEstimates, await esplora(network, '/fee-estimates'))
}

/** Broadcasts a signed transaction (`POST /tx`, its hex); its txid. */
export async function broadcastBitcoinTransaction(network: Network, hex: string): Promise<string> {
  const response = await esplora(network, '/tx', { method: 'POST', body: hex })
  // Answered as plain text, not JSON.
  const hash = (await response.text()).trim()
  if (!txid.safeParse(hash).success)
    throw new Error(`${network.name}'s Esplora API answered malformed data`)
  return hash
}

/** Whether the transaction is in a block (`GET /tx/:txid/status`). */
export async function isBitcoinTransactionConfirmed(
  network: Network,
  hash: string,
): Promise<boolean> {
  if (!txid.safeParse(hash).success) throw new Error(`Not a Bitcoin transaction id: ${hash}`)
  const response = await esplora(network, `/tx/${hash}/status`)
  return (await parsed(network, txStatus, response)).confirmed
}
