import { capability } from '../connection/capability'
import type { Latch } from '../createLatch'
import { createWalletConnectClient, type WalletConnectPart } from './createWalletConnectClient'
import { openedPairing } from './openedPairing'
import type { WalletConnectClient, WalletConnectSetup } from './WalletConnectCapability'

/**
 * The instance's one WalletConnect client (behaviour.md §10.5), a chunk of its own: every adapter with WalletConnect
 * proposes its namespace; a namespace the approved session connected beside the one that paired is saved, so a
 * reload restores it too; once the session ends, no namespace's saved connection names WalletConnect any more.
 */
export function walletConnectClientFor(
  latch: Latch,
  setup: WalletConnectSetup,
): WalletConnectClient {
  const parts = async (): Promise<WalletConnectPart[]> => {
    const loaded = await Promise.all(
      latch.adapters.map(async (adapter) => {
        const walletConnect = await capability(latch, adapter.namespace, 'walletConnect')
        return walletConnect ? [{ adapter, walletConnect }] : []
      }),
    )
    return loaded.flat()
  }
  const save = (connections: ReturnType<Latch['storage']['getConnections']>) =>
    latch.storage.setConnections(connections)
  const client = createWalletConnectClient({
    setup,
    parts,
    // behaviour.md §10.7: a pairing a phone handed to a wallet's app before a reload is waited for, not replaced.
    openedPairingUri: () => openedPairing(Date.now())?.uri,
    onConnected: ({ adapter, walletConnect }) =>
      save({
        ...latch.storage.getConnections(),
        [adapter.namespace]: { connectorId: walletConnect.connectorId },
      }),
  })
  const forgetEnded = async () => {
    if ((await client.provider()).session) return
    const connections = { ...latch.storage.getConnections() }
    for (const { adapter, walletConnect } of await parts())
      if (connections[adapter.namespace]?.connectorId === walletConnect.connectorId)
        delete connections[adapter.namespace]
    save(connections)
  }
  client.onSessionChange(() => {
    forgetEnded().catch(() => {
      // The client never loaded: nothing was saved through it.
    })
  })
  return client
}
