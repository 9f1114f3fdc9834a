import { type AccountState, getAccount } from '@latch/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useLatchInstance } from '../LatchContext'

/** The connected account: address, caipAddress, status, isConnected (derived from the active adapter). */
export function useLatchAccount(): AccountState {
  const latch = useLatchInstance()
  const snapshot = useCallback(() => getAccount(latch), [latch])
  return useSyncExternalStore(latch.subscribe, snapshot, snapshot)
}
