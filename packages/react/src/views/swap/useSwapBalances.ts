import { getAccountData } from '@latch/core/account'
import { toBaseUnits } from '@latch/core/swap'
import { useEffect, useMemo } from 'react'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../LatchContext'
import { useAccountData } from '../account/useAccountData'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export type SwapBalance = { balance: bigint; price: number | undefined; value: number | undefined }

/**
 * The account's balances (the Account tabs' data, loaded when needed) by CAIP-10 address in lower case, the
 * native coin under the pseudo-address, as `/v1/convert/tokens` names tokens.
 */
export function useSwapBalances(): { byAddress: Map<string, SwapBalance>; loading: boolean } {
  const latch = useLatchInstance()
  const { address, caipNetworkId } = useLatchAccount()
  const state = useAccountData((data) => data.tokens)
  useEffect(() => {
    if (address && caipNetworkId) void getAccountData(latch)?.loadTokens({ address, caipNetworkId })
  }, [latch, address, caipNetworkId])
  const byAddress = useMemo(() => {
    const map = new Map<string, SwapBalance>()
    for (const token of state.balances) {
      const key = (token.address ?? `${token.chainId}:${NATIVE}`).toLowerCase()
      const parsed = toBaseUnits(token.quantity.numeric, Number(token.quantity.decimals))
      map.set(key, {
        balance: parsed.ok ? parsed.value : 0n,
        price: token.price,
        value: token.value,
      })
    }
    return map
  }, [state.balances])
  return { byAddress, loading: state.status === 'idle' || state.status === 'loading' }
}
