import { getBase58Decoder } from '@solana/kit'

/** Bytes as base58 (a signature as Solana writes it). A lazy chunk: kit's codecs stay out of the first paint. */
export function encodeBase58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes)
}
