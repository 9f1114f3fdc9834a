import type { TokenBalance } from '@latch/core'
import { formatUnits } from 'viem'
import type { z } from 'zod'
import type { esploraUtxos } from './esploraWire'

const SATOSHI_DECIMALS = 8

/** A BTC balance: the sum of the UTXOs, and how much of it is confirmed and how much still unconfirmed. */
export type BitcoinBalance = TokenBalance & {
  utxos: { confirmed: { numeric: string }; unconfirmed: { numeric: string } }
}

/**
 * An address's balance from its UTXOs (`GET /address/:address/utxo`): BTC (8 decimals, no address) as the sum of
 * the confirmed and the unconfirmed ones, each part shown as such in `utxos`; valued with `price` (the
 * operator's; none: no price, no value).
 */
export function toBitcoinBalance({
  caipNetworkId,
  utxos,
  price,
}: {
  caipNetworkId: string
  utxos: z.output<typeof esploraUtxos>
  price: number | undefined
}): BitcoinBalance {
  let confirmed = 0n
  let unconfirmed = 0n
  for (const utxo of utxos)
    if (utxo.status.confirmed) confirmed += BigInt(utxo.value)
    else unconfirmed += BigInt(utxo.value)
  const numeric = formatUnits(confirmed + unconfirmed, SATOSHI_DECIMALS)
  return {
    name: 'Bitcoin',
    symbol: 'BTC',
    chainId: caipNetworkId as TokenBalance['chainId'],
    ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
    quantity: { decimals: String(SATOSHI_DECIMALS), numeric },
    utxos: {
      confirmed: { numeric: formatUnits(confirmed, SATOSHI_DECIMALS) },
      unconfirmed: { numeric: formatUnits(unconfirmed, SATOSHI_DECIMALS) },
    },
    iconUrl: null,
  }
}
