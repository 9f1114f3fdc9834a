import { type AccountDataState, getAccountData } from '@latch/core/account'
import { useSyncExternalStore } from 'react'
import { useLatchInstance } from '../../LatchContext'

const idle: AccountDataState = {
  tokens: { status: 'idle', balances: [] },
  activity: { status: 'idle', transactions: [], next: null, loadingMore: false },
  nfts: { status: 'idle', items: [], next: null, loadingMore: false },
  identity: {},
  names: {},
}
const noop = () => () => {}

/**
 * A slice of the Account tabs' data (tokens, activity, NFTs, identity); the selector must return a stable
 * reference. Without a data API (`apiUrl`) the slice stays idle.
 */
export function useAccountData<T>(selector: (state: AccountDataState) => T): T {
  const data = getAccountData(useLatchInstance())
  const read = () => selector(data ? data.getState() : idle)
  return useSyncExternalStore(data ? data.subscribe : noop, read, read)
}
