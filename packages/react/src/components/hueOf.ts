/**
 * A hue (0–359) from any text, alike for alike text: an address of any namespace's alphabet (hex, base58, …) or a
 * network's id. FNV-1a over the characters, `seed` giving further hues of the same text.
 */
export function hueOf(text: string, seed = 0): number {
  let hash = 0x811c9dc5 ^ seed
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  }
  return (hash >>> 0) % 360
}
