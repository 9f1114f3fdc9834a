import { isPairingExpired, PAIRING_EXPIRY_MARGIN_MS, pairingExpiresAt } from '@latch/core'
import { useEffect, useReducer } from 'react'
import { useLatchState } from '../../state/useLatchState'

/**
 * The pairing URI to show, or undefined while there is none or it has expired (behaviour.md §4: at 10 s left). Core
 * replaces it before then; this re-renders at the expiry as well, so a late timer (a background tab) never leaves
 * an expired QR code on screen.
 */
export function usePairingUri(): string | undefined {
  const pairing = useLatchState((state) => state.pairing)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (!pairing) return
    const left = pairingExpiresAt(pairing.createdAt) - PAIRING_EXPIRY_MARGIN_MS - Date.now()
    const timer = setTimeout(rerender, Math.max(0, left))
    return () => clearTimeout(timer)
  }, [pairing])
  return pairing && !isPairingExpired(pairing.createdAt, Date.now()) ? pairing.uri : undefined
}
