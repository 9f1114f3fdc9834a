import { describe, expect, it } from 'vitest'
import { tinyPng } from './testing/logoServer'
import { walletImage } from './walletImage'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
    ),
  )

describe('walletImage', () => {
  it('knows PNG, JPEG and WebP by their magic numbers', () => {
    expect(walletImage(tinyPng)).toEqual({ type: 'image/png', bytes: tinyPng })
    expect(walletImage(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toMatchObject({
      type: 'image/jpeg',
    })
    expect(walletImage(bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 '))).toMatchObject({
      type: 'image/webp',
    })
    // RIFF alone is a WAV or an AVI as much as a WebP.
    expect(walletImage(bytes('RIFF', [0x10, 0, 0, 0], 'WAVEfmt '))).toEqual({
      problem: 'not a PNG, JPEG, WebP or SVG image',
    })
  })

  it('takes an SVG only through the inert-SVG rule, and nothing else', () => {
    expect(
      walletImage(bytes('\uFEFF<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"/>')),
    ).toMatchObject({
      type: 'image/svg+xml',
    })
    expect(walletImage(bytes('<svg><script>alert(1)</script></svg>'))).toEqual({
      problem:
        'SVG refused: must not hold scripts, event handlers, entities or external references',
    })
    for (const body of [bytes('<html><svg></svg></html>'), bytes([0x00, 0xff, 0xfe]), bytes('')])
      expect(walletImage(body)).toEqual({ problem: 'not a PNG, JPEG, WebP or SVG image' })
  })
})
