import type { SessionListing } from '@latch/core/sessions'
import { useCallback, useEffect, useState } from 'react'
import { useLatchInstance } from '../LatchContext'

export type UseSessionsReturn = {
  /** The connected account's sessions (behaviour.md §6.6); undefined before the first answer. */
  sessions: SessionListing[] | undefined
  error: string | undefined
  /** Asks the server again (after a grant, a payment or a revoke). */
  refresh(): Promise<void>
}

/** The connected account's sessions with their limits and what is left: core's `getSessions`, as React state. */
export function useSessions(address: string | undefined): UseSessionsReturn {
  const latch = useLatchInstance()
  const [state, setState] = useState<Omit<UseSessionsReturn, 'refresh'>>({
    sessions: undefined,
    error: undefined,
  })
  const refresh = useCallback(async () => {
    const { getSessions } = await import('@latch/core/sessions')
    const result = await getSessions(latch)
    setState(
      result.status === 'success'
        ? { sessions: result.sessions, error: undefined }
        : { sessions: undefined, error: result.error.message },
    )
  }, [latch])
  useEffect(() => {
    if (address) void refresh()
  }, [address, refresh])
  return { ...state, refresh }
}
