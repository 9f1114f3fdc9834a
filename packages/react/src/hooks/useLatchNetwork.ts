import {
  type ActionResult,
  type CaipNetworkId,
  getNetwork,
  type Network,
  switchNetwork as switchNetworkAction,
} from '@latch/core'
import { useCallback } from 'react'
import { useLatchInstance } from '../LatchContext'
import { useLatchState } from '../state/useLatchState'
import { useLatchAccount } from './useLatchAccount'

/** The network of the connected wallet (or the one chosen for connecting), and a way to switch. */
export function useLatchNetwork(): {
  caipNetwork: Network | undefined
  chainId: number | string | undefined
  isNetworkSupported: boolean
  switchNetwork: (network: Network | CaipNetworkId) => Promise<ActionResult>
} {
  const latch = useLatchInstance()
  const account = useLatchAccount()
  const preferred = useLatchState((state) => state.preferredCaipNetworkId)
  const caipNetwork = account.isConnected ? account.caipNetwork : getNetwork(latch, preferred)
  const switchNetwork = useCallback(
    (network: Network | CaipNetworkId) =>
      switchNetworkAction(latch, {
        caipNetworkId: typeof network === 'string' ? network : network.caipNetworkId,
      }),
    [latch],
  )
  return {
    caipNetwork,
    chainId: account.isConnected ? account.chainId : caipNetwork?.id,
    isNetworkSupported: account.isNetworkSupported,
    switchNetwork,
  }
}
