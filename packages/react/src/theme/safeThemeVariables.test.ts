import { describe, expect, it } from 'vitest'
import { hostThemeCss, safeThemeVariables } from './themeTokens'

describe('theme variables from the app', () => {
  it('keeps plain CSS values', () => {
    const variables = {
      '--latch-accent': '#7c3aed',
      '--latch-radius': '12px',
      '--latch-font-family': '"IBM Plex Sans", system-ui',
      '--latch-z-index': 1000,
    }
    expect(safeThemeVariables(variables)).toEqual(variables)
  })

  it('leaves out a value that would end its declaration or the rule, so the default applies', () => {
    const hostile = { '--latch-accent': 'red;}:host{display:none' }
    expect(safeThemeVariables(hostile)).toEqual({})
    for (const value of ['a}b', 'x</style><script>', 'red /* c */', '\\7d', 'a{b'])
      expect(safeThemeVariables({ '--latch-accent': value })).toEqual({})
    const css = hostThemeCss(hostile)
    expect(css).not.toContain('display:none')
    expect(css).toContain('--latch-accent:#')
  })
})
