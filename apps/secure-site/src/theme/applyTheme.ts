/** The app's theme variables the approval screen follows (the modal's names, @latch/core ThemeVariables). */
const themed = ['--latch-accent', '--latch-radius', '--latch-font-family'] as const

// A value that could end its declaration or open another rule is left out, as the modal does.
const unsafe = /[;{}<>\\]|\/\*|url\(/i

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
}
