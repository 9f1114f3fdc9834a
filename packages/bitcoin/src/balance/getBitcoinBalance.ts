import type { AdapterBalance, Network } from '@latch/core'
import { fromBaseUnits } from '@latch/core'
import { esploraUrl } from '../networks/bitcoinNetworks'

/**
 * The address's BTC balance from the network's Esplora API (`GET /address/:address`): what its confirmed and
 * mempool outputs funded less what they spent, in BTC with 8 decimals. The answer is checked before it is used.
 */
export async function getBitcoinBalance(parameters: {
  address: string
  network: Network
  fetch?: typeof globalThis.fetch | undefined
}): Promise<AdapterBalance> {
  const { address, network } = parameters
  const url = `${esploraUrl(network)}/address/${encodeURIComponent(address)}`
  // Called on globalThis, never detached from it (a detached fetch is an illegal invocation in some browsers).
  const response = await (parameters.fetch ? parameters.fetch(url) : globalThis.fetch(url))
  if (!response.ok) throw new Error(`${network.name}'s Esplora API answered ${response.status}`)
  const body: unknown = await response.json()
  const sats =
    fundedLessSpent(body, 'chain_stats', network) + fundedLessSpent(body, 'mempool_stats', network)
  return {
    numeric: fromBaseUnits(sats, network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}

function fundedLessSpent(body: unknown, key: string, network: Network): bigint {
  const stats = typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined
  const funded = satoshis(stats, 'funded_txo_sum')
  const spent = satoshis(stats, 'spent_txo_sum')
  if (funded === undefined || spent === undefined)
    throw new Error(`${network.name}'s Esplora API answered no balance for the address`)
  return funded - spent
}

function satoshis(stats: unknown, key: string): bigint | undefined {
  const value = typeof stats === 'object' && stats !== null ? Reflect.get(stats, key) : undefined
  return Number.isSafeInteger(value) && (value as number) >= 0 ? BigInt(value as number) : undefined
}
