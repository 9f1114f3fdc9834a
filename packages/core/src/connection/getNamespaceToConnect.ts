import type { ChainNamespace } from '../caip/chainNamespace'
import type { Latch } from '../createLatch'
import { getAccount } from './getAccount'

/**
 * The namespace the Connect view lists wallets for: the active one while another namespace is connected (the
 * visitor adds a second connection, opening rule 1's SwitchActiveChain); none, so every wallet, otherwise.
 */
export function getNamespaceToConnect(latch: Latch): ChainNamespace | undefined {
  const { activeNamespace } = latch.getState()
  if (getAccount(latch).isConnected) return undefined
  const otherConnected = latch.adapters.some(
    (adapter) =>
      adapter.namespace !== activeNamespace &&
      getAccount(latch, { namespace: adapter.namespace }).isConnected,
  )
  return otherConnected ? activeNamespace : undefined
}
