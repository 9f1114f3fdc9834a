import { fetchBalance } from '@latch/core/internal'
import { useEffect } from 'react'
import { useLatchAccount } from '../hooks/useLatchAccount'
import { useLatchInstance } from '../LatchContext'
import { useLatchState } from './useLatchState'

/** The connected account's native balance, loaded when the account or network changes. */
export function useBalance() {
  const latch = useLatchInstance()
  const { caipAddress } = useLatchAccount()
  const balance = useLatchState((state) => state.balance)
  const status = useLatchState((state) => state.balanceStatus)
  useEffect(() => {
    if (caipAddress) void fetchBalance(latch)
  }, [latch, caipAddress])
  return { balance: balance?.caipAddress === caipAddress ? balance : undefined, status }
}
