/**
 * JSON with u64 numbers, as Solana's RPC speaks it: lamports, slots and `rentEpoch` (u64::MAX) are bare integers
 * that a double cannot hold, so requests are read and answers written without passing them through one.
 */

const bigintMarker = '\u0000bigint:'

/** `JSON.parse`, except that integers beyond 2^53 become bigints instead of losing their last digits. */
export function parseSolanaJson(text: string): unknown {
  let wrapped = ''
  let index = 0
  while (index < text.length) {
    const char = text[index] as string
    if (char === '"') {
      // Copy a string literal as is (escapes included), so digits inside it are left alone.
      let end = index + 1
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1
      wrapped += text.slice(index, end + 1)
      index = end + 1
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      const match = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index, index + 400))
      const number = match?.[0] ?? char
      const isBigInteger =
        !match?.[1] &&
        !match?.[2] &&
        !Number.isSafeInteger(Number(number)) &&
        /^-?\d+$/.test(number)
      wrapped += isBigInteger ? JSON.stringify(`${bigintMarker}${number}`) : number
      index += number.length
    } else {
      wrapped += char
      index += 1
    }
  }
  return JSON.parse(wrapped, (_key, value) =>
    typeof value === 'string' && value.startsWith(bigintMarker)
      ? BigInt(value.slice(bigintMarker.length))
      : value,
  )
}

/** `JSON.stringify`, writing bigints as bare integers. */
export function stringifySolanaJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `${bigintMarker}${item}` : item,
  ).replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}
