import { type AccountState, type GetAccountParameters, getAccount } from '@latch/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useLatchInstance } from '../LatchContext'

/**
 * The connected account: address, caipAddress, status, isConnected, derived from the active adapter, or from a
 * namespace's with `{ namespace }` (behaviour.md §14: an EVM and a Solana connection at once).
 */
export function useLatchAccount(parameters: GetAccountParameters = {}): AccountState {
  const latch = useLatchInstance()
  const { namespace } = parameters
  const snapshot = useCallback(() => getAccount(latch, { namespace }), [latch, namespace])
  return useSyncExternalStore(latch.subscribe, snapshot, snapshot)
}
