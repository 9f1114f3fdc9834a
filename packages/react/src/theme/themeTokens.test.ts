import { describe, expect, it } from 'vitest'
import { themeCss } from './themeTokens'

describe('themeCss', () => {
  it('sets the public variables with app overrides', () => {
    const css = themeCss(':host', { '--latch-accent': 'rebeccapurple', '--latch-z-index': 10 })
    expect(css).toContain('--latch-accent:rebeccapurple;')
    expect(css).toContain('--latch-z-index:10;')
    expect(css).toContain('--latch-radius:16px;')
  })

  it('follows the system colour scheme unless a theme is forced', () => {
    const css = themeCss(':host')
    expect(css).toContain('@media (prefers-color-scheme: dark){:host:not([data-theme=light])')
    expect(css).toContain(':host[data-theme=dark]{')
  })
})
