import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_TTL_MS } from '../constants'

/** behaviour.md §4: a pairing expires 4 minutes after creation. */
export function pairingExpiresAt(createdAt: number): number {
  return createdAt + PAIRING_TTL_MS
}

/** behaviour.md §4: a pairing counts as expired when 10 s or less are left, so a QR code is never scanned too late. */
export function isPairingExpired(createdAt: number, now: number): boolean {
  return pairingExpiresAt(createdAt) - now <= PAIRING_EXPIRY_MARGIN_MS
}
