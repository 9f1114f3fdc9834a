const base58Pattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** behaviour.md §5: 32–44 base58 characters (no 0, O, I or l). */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && base58Pattern.test(value)
}
