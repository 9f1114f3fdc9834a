import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { TokenIcon } from './TokenIcon'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

function monogramOf(symbol: string): string | null {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(<TokenIcon symbol={symbol} />))
  return container.textContent
}

describe('TokenIcon without an image', () => {
  it('shows a short symbol whole, not cut to three letters', () => {
    expect(monogramOf('LUSD')).toBe('LUSD')
    expect(monogramOf('ETH')).toBe('ETH')
    expect(monogramOf('stETH')).toBe('stETH')
  })

  it('shows a name of several words by its initials and a long symbol by its first four characters', () => {
    expect(monogramOf('Latch Items #1')).toBe('LI')
    expect(monogramOf('USDC.e')).toBe('USDC')
  })

  it('shows the image when it is a safe URL', () => {
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() => root?.render(<TokenIcon symbol="LUSD" url="https://example.com/lusd.png" />))
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/lusd.png')
    expect(container.textContent).toBe('')
  })
})
