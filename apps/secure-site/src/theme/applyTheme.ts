/** The app's theme variables the approval screen follows (the modal's names, @latch/core ThemeVariables). */
const themed = ['--latch-accent', '--latch-radius', '--latch-font-family'] as const

// A value that could end its declaration or open another rule is left out, as the modal does.
const unsafe = /[;{}<>\\]|\/\*|url\(/i

/**
 * Black or white, whichever reads better on `color` (WCAG relative luminance; the contrast against each is
 * compared). Undefined for a colour it cannot read (names, hsl(), var()): the stylesheet's white then applies.
 */
export function textOn(color: string): '#000000' | '#ffffff' | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/i.exec(color.trim())
  let channels: number[]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
    channels = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16))
  } else if (rgb) channels = rgb.slice(1, 4).map(Number)
  else return undefined
  if (channels.some((channel) => channel > 255)) return undefined
  const [r = 0, g = 0, b = 0] = channels.map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // Contrast with white: 1.05 / (L + 0.05); with black: (L + 0.05) / 0.05.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000'
}

export type Theme = {
  themeMode?: 'light' | 'dark' | undefined
  themeVariables?: Record<string, string | number> | undefined
}

/**
 * SYNC_THEME: light or dark (`data-theme`, else the visitor's preference), and the accent, radius and font
 * the app chose; other variables and unsafe values are ignored.
 */
export function applyTheme(root: HTMLElement, { themeMode, themeVariables = {} }: Theme) {
  if (themeMode) root.dataset.theme = themeMode
  else delete root.dataset.theme
  for (const name of themed) {
    const value = themeVariables[name]
    const text = value === undefined ? '' : String(value).trim()
    if (text && text.length <= 200 && !unsafe.test(text)) root.style.setProperty(name, text)
    else root.style.removeProperty(name)
  }
  // Approve's label stays readable on whatever accent the app chose.
  const accent = root.style.getPropertyValue('--latch-accent')
  const label = accent ? textOn(accent) : undefined
  if (label) root.style.setProperty('--latch-accent-text', label)
  else root.style.removeProperty('--latch-accent-text')
}
