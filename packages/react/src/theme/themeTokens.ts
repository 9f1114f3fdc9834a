import type { ThemeVariables } from '@latch/core'

const light = {
  '--latch-bg': '#ffffff',
  '--latch-bg-2': '#f1f3f5',
  '--latch-fg': '#141414',
  '--latch-fg-2': '#5c636a',
  '--latch-border': '#dfe3e8',
  '--latch-error': '#b3261e',
  '--latch-backdrop': 'rgba(0, 0, 0, 0.45)',
  // Focus rings and the selected row: the accent itself on light backgrounds.
  '--latch-focus': 'var(--latch-accent)',
  // For the host's color-scheme: native scrollbars and controls follow the modal's theme.
  '--latch-color-scheme': 'light',
}

const dark: typeof light = {
  '--latch-bg': '#191a1a',
  '--latch-bg-2': '#252727',
  '--latch-fg': '#f2f4f5',
  '--latch-fg-2': '#a8b0b6',
  '--latch-border': '#35393b',
  '--latch-error': '#ff8a80',
  '--latch-backdrop': 'rgba(0, 0, 0, 0.6)',
  // The accent lightened: the default accent on the dark background is under the 3:1 a focus ring needs (WCAG 1.4.11).
  '--latch-focus': 'color-mix(in srgb, var(--latch-accent) 55%, #fff)',
  '--latch-color-scheme': 'dark',
}

/** Defaults of the public theme variables (ThemeVariables). */
export const defaultThemeVariables: Required<ThemeVariables> = {
  '--latch-accent': '#1f5ed1',
  '--latch-radius': '16px',
  '--latch-font-family':
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  '--latch-z-index': 2147483000,
}

/**
 * The app's theme values that are plain CSS values. One that could end its declaration or the rule (`;`, braces,
 * `<`, a backslash escape) would let a value taken from a URL or a user restyle the whole modal: it is left out,
 * so the default applies.
 */
export function safeThemeVariables(variables: ThemeVariables): ThemeVariables {
  return Object.fromEntries(
    Object.entries(variables).filter(
      ([, value]) =>
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && value.length <= 200 && !/[;{}<>\\]|\/\*/.test(value)),
    ),
  )
}

const declarations = (tokens: Record<string, string | number>) =>
  Object.entries(tokens)
    .map(([name, value]) => `${name}:${value};`)
    .join('')

/**
 * The theme of a shadow root's host: the public variables, then light/dark colours that follow the system
 * setting unless the host carries data-theme. Inside a shadow root the host matches only `:host` and
 * `:host(<selector>)`; `:host[data-theme=dark]` or `:host:not(…)` match nothing.
 */
export function hostThemeCss(variables: ThemeVariables = {}): string {
  const publicVars = declarations({ ...defaultThemeVariables, ...safeThemeVariables(variables) })
  return [
    `:host{${publicVars}${declarations(light)}}`,
    `@media (prefers-color-scheme:dark){:host(:not([data-theme=light])){${declarations(dark)}}}`,
    `:host([data-theme=dark]){${declarations(dark)}}`,
  ].join('')
}
