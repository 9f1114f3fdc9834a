import { describe, expect, it } from 'vitest'
import { applyTheme, textOn } from './applyTheme'

describe('textOn', () => {
  it('picks the label colour with the better contrast', () => {
    expect(textOn('#1f5ed1')).toBe('#ffffff')
    expect(textOn('#0a7d3b')).toBe('#ffffff')
    expect(textOn('#ffd400')).toBe('#000000')
    expect(textOn('#fff')).toBe('#000000')
    expect(textOn('#000')).toBe('#ffffff')
    expect(textOn('rgb(240, 240, 240)')).toBe('#000000')
  })

  it('leaves colours it cannot read to the stylesheet', () => {
    expect(textOn('tomato')).toBeUndefined()
    expect(textOn('hsl(10 50% 50%)')).toBeUndefined()
    expect(textOn('rgb(300, 0, 0)')).toBeUndefined()
  })
})

describe('applyTheme', () => {
  it('sets the mode and the known variables, and the label colour on the accent', () => {
    const root = document.createElement('div')
    applyTheme(root, {
      themeMode: 'dark',
      themeVariables: { '--latch-accent': '#ffd400', '--latch-radius': '4px', '--other': 'red' },
    })
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--latch-accent')).toBe('#ffd400')
    expect(root.style.getPropertyValue('--latch-radius')).toBe('4px')
    expect(root.style.getPropertyValue('--latch-accent-text')).toBe('#000000')
    expect(root.style.getPropertyValue('--other')).toBe('')
  })

  it('leaves out a value that could break out of its declaration, and resets what is no longer set', () => {
    const root = document.createElement('div')
    applyTheme(root, { themeMode: 'light', themeVariables: { '--latch-accent': '#123456' } })
    applyTheme(root, {
      themeVariables: {
        '--latch-accent': 'red; background: url(https://evil.example/x)',
        '--latch-font-family': 'x} body{display:none',
      },
    })
    expect(root.dataset.theme).toBeUndefined()
    expect(root.style.getPropertyValue('--latch-accent')).toBe('')
    expect(root.style.getPropertyValue('--latch-font-family')).toBe('')
    expect(root.style.getPropertyValue('--latch-accent-text')).toBe('')
  })
})
