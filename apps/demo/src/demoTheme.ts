import type { ThemeMode } from '@latch/core'

/** The accents a visitor can pick: each keeps the buttons' white text at 5:1 or more. */
export const accents = [
  { name: 'Blue', value: '#1f5ed1' },
  { name: 'Violet', value: '#7c3aed' },
  { name: 'Green', value: '#047857' },
  { name: 'Orange', value: '#c2410c' },
] as const

export type DemoTheme = { mode?: ThemeMode; accent?: string }

// The accent goes into the modal's stylesheet: only a plain hex colour from the address is taken.
const hexColour = /^#[0-9a-f]{6}$/i

/** The theme chosen on the page, kept in its address (`?theme=dark&accent=%237c3aed`) so a link or reload keeps it. */
export function readDemoTheme(search: string): DemoTheme {
  const params = new URLSearchParams(search)
  const mode = params.get('theme')
  const accent = params.get('accent')
  return {
    ...(mode === 'light' || mode === 'dark' ? { mode } : {}),
    ...(accent && hexColour.test(accent) ? { accent } : {}),
  }
}
