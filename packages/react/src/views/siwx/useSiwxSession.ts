import type { SiwxSession, SiwxStatus } from '@latch/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useLatchInstance } from '../../LatchContext'

export type UseSiwxSessionReturn = {
  status: SiwxStatus
  /** The connected account's session on its network; `session.token` is the Latch server's token. */
  session: SiwxSession | undefined
  /** Asks the wallet to sign in now, as the sign view's Sign does; rejects with "SIWX is not enabled" without `siwx`. */
  signIn(): Promise<void>
  /** Ends the app session; the wallet stays connected. */
  signOut(): Promise<void>
}

const idle = { status: 'idle' } as const

/** The visitor's sign-in with the wallet (SIWX): status, session, signIn, signOut. */
export function useSiwxSession(): UseSiwxSessionReturn {
  const latch = useLatchInstance()
  // Idle without the SIWX feature listed (`siwx()`): its slice is not there.
  const read = useCallback(() => latch.getState().siwx ?? idle, [latch])
  const siwx = useSyncExternalStore(latch.subscribe, read, read)
  return useMemo(
    () => ({
      status: siwx.status,
      session: siwx.status === 'signedIn' ? siwx.session : undefined,
      // The actions load with their first use, so the hook adds nothing to the first paint.
      async signIn() {
        const { signIn } = await import('@latch/core/siwx')
        const result = await signIn(latch)
        if (result.status !== 'success') throw result.error
      },
      async signOut() {
        const { signOut } = await import('@latch/core/siwx')
        await signOut(latch)
      },
    }),
    [latch, siwx],
  )
}
