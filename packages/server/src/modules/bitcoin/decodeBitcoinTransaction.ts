import type { Transaction } from '@latch/core'
import { formatUnits } from 'viem'
import type { EsploraTx } from './esploraWire'

const BTC = { name: 'Bitcoin', symbol: 'BTC', icon: null }
const SATOSHI_DECIMALS = 8

/** A history item with how deep its block is (0: still in the mempool). */
export type BitcoinTransaction = Transaction & { metadata: { confirmations: number } }

/**
 * An Esplora transaction as the history's Transaction, relative to `account` (compared by `key`, bech32 being
 * case-insensitive): spending the account's outputs is a send of what went to others (change left out), else a
 * receive of what came to it; all of it back to the account is `self`. Confirmations count from the tip
 * (`tipHeight`); an unconfirmed one is pending, dated `now`.
 */
export function decodeBitcoinTransaction(
  tx: EsploraTx,
  context: {
    account: string
    caipNetworkId: string
    tipHeight: number
    now: number
    key: (address: string) => string
    price: number | undefined
  },
): BitcoinTransaction {
  const { key, price } = context
  const account = key(context.account)
  const isAccount = (address: string | undefined) =>
    address !== undefined && key(address) === account
  const inputs = tx.vin.flatMap((input) => (input.prevout ? [input.prevout] : []))
  const spent = inputs.filter((prevout) => isAccount(prevout.scriptpubkey_address))
  const toAccount = tx.vout.filter((output) => isAccount(output.scriptpubkey_address))
  const toOthers = tx.vout.filter((output) => !isAccount(output.scriptpubkey_address))
  const sum = (outputs: readonly { value: number }[]) =>
    outputs.reduce((total, output) => total + BigInt(output.value), 0n)
  const sending = spent.length > 0
  const direction = !sending ? 'in' : toOthers.length === 0 ? 'self' : 'out'
  const amount =
    direction === 'in' ? sum(toAccount) : direction === 'out' ? sum(toOthers) : sum(toAccount)
  const numeric = formatUnits(amount, SATOSHI_DECIMALS)
  const status = tx.status
  const confirmations = status.confirmed
    ? Math.max(0, context.tipHeight - status.block_height + 1)
    : 0
  const firstOther = (outputs: readonly { scriptpubkey_address?: string | undefined }[]) =>
    outputs.find((output) => !isAccount(output.scriptpubkey_address))?.scriptpubkey_address ?? ''
  return {
    id: tx.txid,
    metadata: {
      operationType: direction === 'in' ? 'receive' : 'send',
      hash: tx.txid,
      chain: context.caipNetworkId as Transaction['metadata']['chain'],
      minedAt: new Date(status.confirmed ? status.block_time * 1000 : context.now).toISOString(),
      sentFrom: direction === 'in' ? firstOther(inputs) : context.account,
      sentTo: direction === 'out' ? firstOther(tx.vout) : context.account,
      status: status.confirmed ? 'confirmed' : 'pending',
      nonce: 0,
      confirmations,
    },
    transfers: [
      {
        fungible_info: BTC,
        direction,
        quantity: { numeric },
        ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
      },
    ],
  }
}
