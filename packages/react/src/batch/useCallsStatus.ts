import type { CallsStatus } from '@latch/core/batch'
import { useEffect, useState } from 'react'
import { useLatchInstance } from '../LatchContext'

/** How often a pending batch is asked about again. */
const CALLS_STATUS_POLL_MS = 1_000

export type UseCallsStatusReturn = {
  /** The wallet's last answer; undefined before the first. */
  callsStatus: CallsStatus | undefined
  /** Why the wallet could not say, in the words of docs/behaviour.md §8. */
  error: string | undefined
}

/**
 * EIP-5792 `wallet_getCallsStatus` for the batch `id` (none: nothing asked), asked again while it is pending and
 * until it is final (behaviour.md §6.5).
 */
export function useCallsStatus(
  id: string | undefined,
  options: { pollMs?: number } = {},
): UseCallsStatusReturn {
  const latch = useLatchInstance()
  const pollMs = options.pollMs ?? CALLS_STATUS_POLL_MS
  const [state, setState] = useState<UseCallsStatusReturn & { of?: string }>({
    callsStatus: undefined,
    error: undefined,
  })
  useEffect(() => {
    if (!id) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      const { getCallsStatus } = await import('@latch/core/batch')
      const result = await getCallsStatus(latch, { id })
      if (stopped) return
      if (result.status !== 'success') {
        setState({ of: id, callsStatus: undefined, error: result.error.message })
        return
      }
      setState({ of: id, callsStatus: result.callsStatus, error: undefined })
      if (result.callsStatus.status === 'pending') timer = setTimeout(ask, pollMs)
    }
    void ask()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [latch, id, pollMs])
  // Another batch's answer is not this one's.
  return state.of === id && id
    ? { callsStatus: state.callsStatus, error: state.error }
    : { callsStatus: undefined, error: undefined }
}
