import { defineNetwork, type Network } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { NetworkIcon } from './NetworkIcon'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const rpcUrls = { default: { http: ['http://127.0.0.1:8545'] } }
const local = (id: number, name: string, imageUrl?: string) =>
  defineNetwork({ id, name, nativeCurrency: ether, rpcUrls, imageUrl })

function sourceOf(network: Network): string {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(<NetworkIcon network={network} />))
  const image = container.querySelector('img') as HTMLImageElement
  expect(image.alt).toBe('')
  expect(image.width).toBe(24)
  const source = image.getAttribute('src') ?? ''
  act(() => root?.unmount())
  return source
}

const svgOf = (source: string) => decodeURIComponent(source.replace(/^data:image\/svg\+xml,/, ''))

describe('NetworkIcon', () => {
  it("shows the app's image when it is a safe URL", () => {
    expect(sourceOf(local(31337, 'Latch Local', 'https://app.example/latch.png'))).toBe(
      'https://app.example/latch.png',
    )
  })

  it("shows a well-known network's logo inline, never from an outside URL", () => {
    const source = sourceOf(local(1, 'Ethereum'))
    expect(source).toMatch(/^data:image\/svg\+xml,/)
    expect(svgOf(source)).toContain('#8FFCF3')
  })

  it('draws a monogram in a colour of its own for any other network, and for an unsafe image', () => {
    const first = svgOf(sourceOf(local(31337, 'Latch Local')))
    const second = svgOf(sourceOf(local(31338, 'Latch Local 2', 'javascript:alert(1)')))
    expect(first).toMatch(/>LL<\/text>/)
    expect(second).toMatch(/>L2<\/text>/)
    const hue = (svg: string) => /fill="hsl\((\d+),50%,30%\)"/.exec(svg)?.[1]
    expect(hue(first)).toBeDefined()
    expect(hue(first)).not.toBe(hue(second))
  })
})
