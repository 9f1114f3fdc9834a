import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from './Avatar'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

function backgroundOf(address: string): string {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(<Avatar address={address} />))
  return (container.querySelector('.avatar') as HTMLElement).style.background
}

describe('Avatar without an image', () => {
  it('paints a gradient for an address of any namespace, not only hex', () => {
    for (const address of [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    ]) {
      const background = backgroundOf(address)
      expect(background).toMatch(/^radial-gradient\(.*hsl\(\d+ 85% 65%\)/)
      expect(background).not.toContain('NaN')
      act(() => root?.unmount())
    }
  })

  it('gives different addresses different colours, and the same address the same', () => {
    const a = backgroundOf('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')
    act(() => root?.unmount())
    const b = backgroundOf('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
    act(() => root?.unmount())
    expect(backgroundOf('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe(a)
    expect(b).not.toBe(a)
  })
})
