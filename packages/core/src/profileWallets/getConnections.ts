import type { ChainNamespace } from '../caip/chainNamespace'
import { loadedCapability } from '../connection/capability'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import type { AccountState } from '../state/deriveAccount'
import type { Connection } from './Connection'
import type { HeldConnection } from './ProfileWalletsCapability'
import type { SavedWallet } from './SavedWallet'

export type GetConnectionsParameters = {
  /** The namespace whose connections to list; the active one when absent. */
  namespace?: ChainNamespace | undefined
}

const cacheOf = perInstance(
  (_: Latch) =>
    new Map<ChainNamespace, { inputs: readonly unknown[]; connections: readonly Connection[] }>(),
)

/** What the adapter holds when it cannot say more than its one connection (no profileWallets capability). */
function heldOf(
  held: readonly HeldConnection[] | undefined,
  account: AccountState,
): readonly HeldConnection[] {
  if (held) return held
  return account.isConnected && account.connectorId
    ? [
        {
          connectorId: account.connectorId,
          accounts: account.accounts,
          caipNetworkId: account.caipNetworkId,
        },
      ]
    : []
}

/**
 * A namespace's connections (behaviour.md §3.2): those its adapter holds (the active one `active`, the others
 * `connected`), then the saved ones it does not hold (`disconnected`), most recent first. Derived, never copied: the
 * held ones are the adapter's state (wagmi's connections on EVM). The same array while nothing changes.
 */
export function getConnections(
  latch: Latch,
  parameters: GetConnectionsParameters = {},
): readonly Connection[] {
  const namespace = parameters.namespace ?? latch.getState().activeNamespace
  const loaded = loadedCapability(latch, namespace, 'profileWallets')?.getConnections()
  const account = getAccount(latch, { namespace })
  const saved = latch.getState().profileWallets?.saved ?? []
  const inputs = [loaded, account, saved]
  const cached = cacheOf(latch).get(namespace)
  if (cached?.inputs.every((input, i) => input === inputs[i])) return cached.connections
  const held = heldOf(loaded, account)
  const savedHere = saved.filter((wallet) => wallet.namespace === namespace)
  const savedOf = (connectorId: string): SavedWallet | undefined =>
    savedHere.find((wallet) => wallet.connectorId === connectorId)
  const activeId = account.isConnected ? account.connectorId : undefined
  const connections: Connection[] = held.map((connection) => ({
    namespace,
    connectorId: connection.connectorId,
    accounts: connection.accounts ?? [],
    caipNetworkId: connection.caipNetworkId,
    auth: savedOf(connection.connectorId)?.auth,
    status: connection.connectorId === activeId ? 'active' : 'connected',
  }))
  for (const wallet of [...savedHere].sort((a, b) => b.lastActiveAt - a.lastActiveAt)) {
    if (held.some((connection) => connection.connectorId === wallet.connectorId)) continue
    connections.push({
      namespace,
      connectorId: wallet.connectorId,
      accounts: [],
      caipNetworkId: undefined,
      auth: wallet.auth,
      status: 'disconnected',
    })
  }
  cacheOf(latch).set(namespace, { inputs, connections })
  return connections
}
