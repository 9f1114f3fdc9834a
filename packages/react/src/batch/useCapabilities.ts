import type { WalletCapabilities } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchAccount } from '../hooks/useLatchAccount'
import { useLatchInstance } from '../LatchContext'

/**
 * EIP-5792 `wallet_getCapabilities` of the connected wallet on its network (e.g. `atomic.status`), asked again when
 * the account or the network changes; undefined while unknown or when the wallet cannot say.
 */
export function useCapabilities(): WalletCapabilities | undefined {
  const latch = useLatchInstance()
  const { address, caipNetworkId } = useLatchAccount()
  const [state, setState] = useState<{ of: string; capabilities: WalletCapabilities }>()
  const key = address && caipNetworkId ? `${caipNetworkId}:${address}` : undefined
  useEffect(() => {
    if (!key) return
    let stopped = false
    void import('@latch/core/batch')
      .then(({ getCapabilities }) => getCapabilities(latch))
      .then((result) => {
        if (!stopped && result.status === 'success')
          setState({ of: key, capabilities: result.capabilities })
      })
    return () => {
      stopped = true
    }
  }, [latch, key])
  return state && state.of === key ? state.capabilities : undefined
}
