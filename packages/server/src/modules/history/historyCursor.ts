/** The history cursor: the (block, transaction index) of the last item sent, opaque to clients. */
export type HistoryCursor = { block: bigint; txIndex: number }

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.block}:${cursor.txIndex}`).toString('base64url')
}

/** Block numbers are int8 in the database: a larger one is no block (and must not reach the query). */
const MAX_BLOCK = 2n ** 63n - 1n

/** Undefined for anything that is not a cursor this server made. */
export function decodeHistoryCursor(value: string): HistoryCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) return undefined
  const match = /^(\d{1,19}):(\d{1,9})$/.exec(Buffer.from(value, 'base64url').toString())
  if (!match) return undefined
  const block = BigInt(match[1] as string)
  return block > MAX_BLOCK ? undefined : { block, txIndex: Number(match[2]) }
}
