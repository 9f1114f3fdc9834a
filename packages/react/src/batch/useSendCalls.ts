import type { BatchCall } from '@latch/core'
import type { SendCallsResult } from '@latch/core/batch'
import { useCallback, useState } from 'react'
import { useLatchInstance } from '../LatchContext'

export type UseSendCallsReturn = {
  /** Asks the connected wallet to run the calls as one batch, one confirmation (behaviour.md §6.5). */
  sendCalls(parameters: {
    calls: readonly BatchCall[]
    atomicRequired?: boolean
    capabilities?: Record<string, unknown>
  }): Promise<SendCallsResult>
  /** `idle`, `pending` while the wallet asks the visitor, then the last attempt's outcome. */
  status: 'idle' | 'pending' | SendCallsResult['status']
  /** The batch's id once the wallet took it, for `useCallsStatus`. */
  id: string | undefined
  /** The last attempt's rejection or failure, in the words of docs/behaviour.md §8. */
  error: string | undefined
}

/** EIP-5792 `wallet_sendCalls` for the connected wallet: core's `sendCalls`, with its last attempt as React state. */
export function useSendCalls(): UseSendCallsReturn {
  const latch = useLatchInstance()
  const [state, setState] = useState<Omit<UseSendCallsReturn, 'sendCalls'>>({
    status: 'idle',
    id: undefined,
    error: undefined,
  })
  const send = useCallback<UseSendCallsReturn['sendCalls']>(
    async (parameters) => {
      setState({ status: 'pending', id: undefined, error: undefined })
      // The actions load with the first batch, not with the page (the app's first paint).
      const { sendCalls } = await import('@latch/core/batch')
      const result = await sendCalls(latch, parameters)
      setState(
        result.status === 'success'
          ? { status: 'success', id: result.id, error: undefined }
          : { status: result.status, id: undefined, error: result.error.message },
      )
      return result
    },
    [latch],
  )
  return { ...state, sendCalls: send }
}
