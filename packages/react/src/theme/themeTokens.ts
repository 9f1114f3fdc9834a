import type { ThemeVariables } from '@latch/core'

const light = {
  '--latch-bg': '#ffffff',
  '--latch-bg-2': '#f1f3f5',
  '--latch-fg': '#141414',
  '--latch-fg-2': '#5c636a',
  '--latch-border': '#dfe3e8',
  '--latch-error': '#b3261e',
  '--latch-backdrop': 'rgba(0, 0, 0, 0.45)',
}

const dark: typeof light = {
  '--latch-bg': '#191a1a',
  '--latch-bg-2': '#252727',
  '--latch-fg': '#f2f4f5',
  '--latch-fg-2': '#a8b0b6',
  '--latch-border': '#35393b',
  '--latch-error': '#ff8a80',
  '--latch-backdrop': 'rgba(0, 0, 0, 0.6)',
}

/** Defaults of the public theme variables (ThemeVariables). */
export const defaultThemeVariables: Required<ThemeVariables> = {
  '--latch-accent': '#1f5ed1',
  '--latch-radius': '16px',
  '--latch-font-family':
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  '--latch-z-index': 2147483000,
}

const declarations = (tokens: Record<string, string | number>) =>
  Object.entries(tokens)
    .map(([name, value]) => `${name}:${value};`)
    .join('')

/**
 * The CSS custom properties of a Latch root (`selector`): public variables, then light/dark colours that follow
 * the system setting unless the root carries data-theme.
 */
export function themeCss(selector: string, variables: ThemeVariables = {}): string {
  const publicVars = declarations({ ...defaultThemeVariables, ...variables })
  return [
    `${selector}{${publicVars}${declarations(light)}}`,
    `@media (prefers-color-scheme: dark){${selector}:not([data-theme=light]){${declarations(dark)}}}`,
    `${selector}[data-theme=dark]{${declarations(dark)}}`,
  ].join('')
}
