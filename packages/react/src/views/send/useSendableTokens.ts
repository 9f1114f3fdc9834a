import { type SendableToken, sendableTokens } from '@latch/core/send'
import { useMemo } from 'react'
import { useAccountTokens } from '../account/useAccountTokens'

/** The account's tokens a send can move (native first), loaded from the data API's balances when needed. */
export function useSendableTokens(): { tokens: SendableToken[]; loading: boolean } {
  const { balances, loading } = useAccountTokens()
  const tokens = useMemo(() => sendableTokens(balances), [balances])
  return { tokens, loading }
}
