/** Whether the visitor is on a phone or tablet (opening rule 2 of behaviour.md §2 shows AllWallets there). */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
