import { toBaseUnits } from '@latch/core/swap'
import { useMemo } from 'react'
import { useAccountTokens } from '../account/useAccountTokens'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export type SwapBalance = { balance: bigint; price: number | undefined; value: number | undefined }

/**
 * The account's balances (the Account tabs' data, loaded when needed) by CAIP-10 address in lower case, the
 * native coin under the pseudo-address, as `/v1/convert/tokens` names tokens.
 */
export function useSwapBalances(): { byAddress: Map<string, SwapBalance>; loading: boolean } {
  const { balances, loading } = useAccountTokens()
  const byAddress = useMemo(() => {
    const map = new Map<string, SwapBalance>()
    for (const token of balances) {
      const key = (token.address ?? `${token.chainId}:${NATIVE}`).toLowerCase()
      const parsed = toBaseUnits(token.quantity.numeric, Number(token.quantity.decimals))
      map.set(key, {
        balance: parsed.ok ? parsed.value : 0n,
        price: token.price,
        value: token.value,
      })
    }
    return map
  }, [balances])
  return { byAddress, loading }
}
