/** Up to this many characters a symbol shows whole in its 32 px circle (a smaller font from 4 on). */
const WHOLE_SYMBOL_LENGTH = 5

/**
 * The letters standing in for a token's missing icon: a short symbol whole (`LUSD`, `stETH`), a name of several
 * words by its initials (`Latch Items #1` → `LI`), anything longer by its first four characters (`USDC.e` → `USDC`).
 */
export function monogram(symbol: string): string {
  const text = symbol.trim()
  const words = text.split(/\s+/)
  if (words.length > 1) {
    const initials = words
      .filter((word) => /^\p{L}/u.test(word))
      .map((word) => word.slice(0, 1).toUpperCase())
      .join('')
      .slice(0, 3)
    if (initials) return initials
  }
  const characters = [...text]
  return characters.length <= WHOLE_SYMBOL_LENGTH ? text : characters.slice(0, 4).join('')
}
