import type { SessionTransferResult } from '@latch/core/sessions'
import { useCallback, useState } from 'react'
import { useLatchInstance } from '../LatchContext'

export type UseSessionTransferReturn = {
  /** Moves `amount` of the session's token to `to` with the app's session key, no prompt (behaviour.md §6.6). */
  sessionTransfer(parameters: {
    context: string
    to: string
    amount: bigint
  }): Promise<SessionTransferResult>
  status: 'idle' | 'pending' | SessionTransferResult['status']
  /** The last transfer's transaction. */
  transactionHash: string | undefined
  /** Why the last transfer failed (the chain refused it: over the limit, expired or revoked). */
  error: string | undefined
}

/** A transfer within a session: core's `sessionTransfer`, with its last attempt as React state. */
export function useSessionTransfer(): UseSessionTransferReturn {
  const latch = useLatchInstance()
  const [state, setState] = useState<Omit<UseSessionTransferReturn, 'sessionTransfer'>>({
    status: 'idle',
    transactionHash: undefined,
    error: undefined,
  })
  const transfer = useCallback<UseSessionTransferReturn['sessionTransfer']>(
    async (parameters) => {
      setState({ status: 'pending', transactionHash: undefined, error: undefined })
      const { sessionTransfer } = await import('@latch/core/sessions')
      const result = await sessionTransfer(latch, parameters)
      setState(
        result.status === 'success'
          ? { status: 'success', transactionHash: result.transactionHash, error: undefined }
          : { status: 'failed', transactionHash: undefined, error: result.error.message },
      )
      return result
    },
    [latch],
  )
  return { ...state, sessionTransfer: transfer }
}
