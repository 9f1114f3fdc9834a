import type { TokenBalance } from '@latch/core'
import { getAccountData } from '@latch/core/account'
import { useEffect } from 'react'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../LatchContext'
import { useAccountData } from './useAccountData'

/** The account's token balances (the Tokens tab's data), loaded from the data API when a view needs them. */
export function useAccountTokens(): { balances: readonly TokenBalance[]; loading: boolean } {
  const latch = useLatchInstance()
  const { address, caipNetworkId } = useLatchAccount()
  const state = useAccountData((data) => data.tokens)
  useEffect(() => {
    if (address && caipNetworkId) void getAccountData(latch)?.loadTokens({ address, caipNetworkId })
  }, [latch, address, caipNetworkId])
  return {
    balances: state.balances,
    loading: state.status === 'idle' || state.status === 'loading',
  }
}
