/** The registry's own icon for a wallet: its initials on a coloured rounded square (no third-party artwork). */
export function monogramSvg({ text, background }: { text: string; background: string }): string {
  const fill = readableTextColour(background)
  const size = text.length > 2 ? 34 : 44
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="${background}"/>`,
    `<text x="48" y="49" dominant-baseline="central" text-anchor="middle" fill="${fill}"`,
    ` font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"`,
    ` font-size="${size}" font-weight="700">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('')
}

/** A name's monogram: the first letters of its first two words, else its capitals (MetaMask → MM), else its first letter. */
export function initials(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean)
  if (words.length > 1)
    return words
      .slice(0, 2)
      .map((word) => firstChar(word))
      .join('')
  const word = words[0] ?? '?'
  const capitals = word.match(/\p{Lu}/gu) ?? []
  return capitals.length > 1 ? capitals.slice(0, 2).join('') : firstChar(word)
}

/** White or near-black, whichever contrasts more with the background (WCAG 2 contrast ratio). */
export function readableTextColour(background: string): '#ffffff' | '#111111' {
  const bg = luminance(background)
  const onWhite = (1 + 0.05) / (bg + 0.05)
  const onDark = (bg + 0.05) / (luminance('#111111') + 0.05)
  return onWhite >= onDark ? '#ffffff' : '#111111'
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function firstChar(word: string) {
  return [...word][0]?.toUpperCase() ?? '?'
}

function escapeXml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  )
}
