import { type DisconnectParameters, disconnect } from '@latch/core'
import { useMemo } from 'react'
import { useLatchInstance } from '../LatchContext'

/** `disconnect()` ends the active connection; `{ namespace }` picks one, `{ namespace: 'all' }` ends every one. */
export function useDisconnect() {
  const latch = useLatchInstance()
  return useMemo(
    () => ({ disconnect: (parameters?: DisconnectParameters) => disconnect(latch, parameters) }),
    [latch],
  )
}
