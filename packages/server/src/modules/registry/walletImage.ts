import { svgImage } from './svgImage'

/** The media types a registry icon may have: what every browser draws in an `<img>`, and nothing that runs. */
export type WalletImageType = 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/webp'

/** A wallet's icon as the registry stores and serves it. */
export type WalletImage = { type: WalletImageType; bytes: Uint8Array }

const signatures: ReadonlyArray<[WalletImageType, (bytes: Uint8Array) => boolean]> = [
  ['image/png', (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/jpeg', (b) => startsWith(b, [0xff, 0xd8, 0xff])],
  // RIFF, a 4-byte size, then WEBP.
  [
    'image/webp',
    (b) =>
      startsWith(b, [0x52, 0x49, 0x46, 0x46]) &&
      startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  ],
]

/**
 * What a fetched logo is, judged by its bytes and never by the sender's content type: a PNG, JPEG or WebP by its
 * magic number, or an SVG that passes the inert-SVG rule. Anything else is refused with the reason.
 */
export function walletImage(bytes: Uint8Array): WalletImage | { problem: string } {
  for (const [type, matches] of signatures) if (matches(bytes)) return { type, bytes }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { problem: 'not a PNG, JPEG, WebP or SVG image' }
  }
  const svg = svgImage.safeParse(text)
  if (svg.success) return { type: 'image/svg+xml', bytes }
  const message = svg.error.issues[0]?.message ?? ''
  return {
    problem: /SVG document/.test(message)
      ? 'not a PNG, JPEG, WebP or SVG image'
      : `SVG refused: ${message}`,
  }
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]) {
  return prefix.every((byte, index) => bytes[index] === byte)
}
