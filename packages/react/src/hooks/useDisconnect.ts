import { disconnect } from '@latch/core'
import { useMemo } from 'react'
import { useLatchInstance } from '../LatchContext'

export function useDisconnect() {
  const latch = useLatchInstance()
  return useMemo(() => ({ disconnect: () => disconnect(latch) }), [latch])
}
