import { z } from 'zod'

// What an Esplora API answers, checked at the boundary: the server reads only what it shows, and anything else
// (a broken or hostile upstream) is refused here, never trusted further.

/** All the bitcoin there will ever be, in satoshis: no honest amount is larger. */
const MAX_SATS = 21_000_000 * 100_000_000

export const sats = z.number().int().nonnegative().max(MAX_SATS)
export const txid = z.string().regex(/^[0-9a-f]{64}$/)
const height = z.number().int().nonnegative().max(100_000_000)

export const esploraStatus = z.union([
  z.object({
    confirmed: z.literal(true),
    block_height: height,
    block_time: z
      .number()
      .int()
      .nonnegative()
      .max(2 ** 40),
  }),
  z.object({ confirmed: z.literal(false) }),
])

/** `GET /address/:address/utxo`. */
export const esploraUtxos = z
  .array(
    z.object({ txid, vout: z.number().int().nonnegative(), value: sats, status: esploraStatus }),
  )
  .max(100_000)

const output = z.object({ scriptpubkey_address: z.string().max(128).optional(), value: sats })

/** An entry of `GET /address/:address/txs[/chain/:last_txid]`. */
export const esploraTx = z.object({
  txid,
  vin: z
    .array(z.object({ prevout: output.nullable().optional(), is_coinbase: z.boolean().optional() }))
    .max(100_000),
  vout: z.array(output).max(100_000),
  fee: sats.optional(),
  status: esploraStatus,
})

export type EsploraTx = z.output<typeof esploraTx>

/** `GET /blocks/tip/height`: a number, as text. */
export const esploraHeight = z.coerce.number().pipe(height)
