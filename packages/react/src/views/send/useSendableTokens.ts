import { getAccountData } from '@latch/core/account'
import { type SendableToken, sendableTokens } from '@latch/core/send'
import { useEffect, useMemo } from 'react'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../LatchContext'
import { useAccountData } from '../account/useAccountData'

/** The account's tokens a send can move (native first), loaded from the data API's balances when needed. */
export function useSendableTokens(): { tokens: SendableToken[]; loading: boolean } {
  const latch = useLatchInstance()
  const { address, caipNetworkId } = useLatchAccount()
  const state = useAccountData((data) => data.tokens)
  useEffect(() => {
    if (address && caipNetworkId) void getAccountData(latch)?.loadTokens({ address, caipNetworkId })
  }, [latch, address, caipNetworkId])
  const tokens = useMemo(() => sendableTokens(state.balances), [state.balances])
  return { tokens, loading: state.status === 'idle' || state.status === 'loading' }
}
