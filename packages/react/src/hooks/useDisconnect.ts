import { useMemo } from 'react'
import { useLatchInstance } from '../LatchContext'

export function useDisconnect() {
  const latch = useLatchInstance()
  return useMemo(() => ({ disconnect: () => latch.disconnect() }), [latch])
}
