import { getBase58Decoder, getBase58Encoder } from '@solana/kit'

// The Solana history cursor: the last signature of a page (getSignaturesForAddress `before`), opaque to clients
// as the EVM one is.

const SIGNATURE_BYTES = 64

export function encodeSolanaHistoryCursor(signature: string): string {
  return Buffer.from(getBase58Encoder().encode(signature)).toString('base64url')
}

/** Undefined for anything that is not a cursor this server made. */
export function decodeSolanaHistoryCursor(value: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{86}$/.test(value)) return undefined
  const bytes = Buffer.from(value, 'base64url')
  if (bytes.length !== SIGNATURE_BYTES || bytes.toString('base64url') !== value) return undefined
  return getBase58Decoder().decode(bytes)
}
