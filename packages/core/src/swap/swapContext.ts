import type { CaipAddress } from '../caip/caipAddress'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { getNetwork } from '../network/getNetwork'
import { swapApiOf } from './swapApiOf'

/**
 * What every swap action needs: the API client, the connected account as CAIP-10 and its network;
 * undefined while disconnected, on a network the app does not list, or without an API.
 */
export function swapContext(latch: Latch) {
  const api = swapApiOf(latch)
  const account = getAccount(latch)
  if (!api || !account.isConnected || !account.address || !account.caipNetworkId) return undefined
  const network = getNetwork(latch, account.caipNetworkId)
  if (!network) return undefined
  return {
    api,
    address: account.address,
    caipNetworkId: account.caipNetworkId,
    userAddress: `${account.caipNetworkId}:${account.address}` as CaipAddress,
    network,
  }
}

/** The native coin's pseudo-address (docs/swap.md), as the end of a CAIP-10 address. */
export const isNativeSwapToken = (address: string) =>
  address.toLowerCase().endsWith(':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')

/** The plain address of a CAIP-10 one (the last part). */
export const plainAddress = (address: string) => address.slice(address.lastIndexOf(':') + 1)
