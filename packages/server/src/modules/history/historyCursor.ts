/** The history cursor: the (block, transaction index) of the last item sent, opaque to clients. */
export type HistoryCursor = { block: bigint; txIndex: number }

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.block}:${cursor.txIndex}`).toString('base64url')
}

/** Undefined for anything that is not a cursor this server made. */
export function decodeHistoryCursor(value: string): HistoryCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) return undefined
  const match = /^(\d{1,19}):(\d{1,9})$/.exec(Buffer.from(value, 'base64url').toString())
  if (!match) return undefined
  return { block: BigInt(match[1] as string), txIndex: Number(match[2]) }
}
