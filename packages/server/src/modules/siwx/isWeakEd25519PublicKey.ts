/** The field prime of Curve25519: 2^255 − 19. */
const p = 2n ** 255n - 19n
/** The y-coordinate of two of the four points of order 8 (the other two have p − y8). */
const y8 = 2707385501144840649318225287225658788936804267575313519463743609750303402022n

/**
 * The y-coordinates of the eight points of order dividing 8: the identity (1), the point of order 2 (p − 1), the
 * two of order 4 (0) and the four of order 8 (y8, p − y8), each with both signs of x.
 */
const smallOrderY = new Set([0n, 1n, p - 1n, y8, p - y8])

/**
 * Whether a 32-byte Ed25519 public key is one no sign-in may trust: a non-canonical encoding (y ≥ p), or a point
 * of small order, for which signatures that hold for any message exist (the identity's `R = identity, S = 0`).
 * OpenSSL, behind `node:crypto`'s `verify`, checks neither; Solana's own verifier (`verify_strict`) refuses both.
 */
export function isWeakEd25519PublicKey(key: Uint8Array): boolean {
  if (key.length !== 32) return true
  let y = 0n
  // Little-endian; the top bit is x's sign, not part of y.
  for (let i = 31; i >= 0; i--)
    y = (y << 8n) | BigInt(i === 31 ? (key[i] as number) & 0x7f : (key[i] as number))
  return y >= p || smallOrderY.has(y)
}
