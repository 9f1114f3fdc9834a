import type { LatchFeature } from '../LatchFeature'
import type { ConnectionSlice } from './connectionSlice'
import { getAccount } from './getAccount'
import { reconnect } from './reconnect'
import { setActiveNamespace } from './setActiveNamespace'
import { watchAccount } from './watchAccount'

/** Wallets: the connector list, connect, disconnect, reconnect (behaviour.md §4). */
export const connectionFeature: LatchFeature<ConnectionSlice> = {
  name: 'connection',
  initialState: (options) => ({
    activeNamespace: (options.defaultNetwork ?? options.networks[0]).chainNamespace,
    connectAttempt: undefined,
    recentWalletIds: [],
  }),
  setup(latch) {
    latch.store.setState({ recentWalletIds: latch.storage.getRecentWalletIds() })
    const stops = [
      watchAccount(latch),
      // A closed modal forgets a failed attempt: the next open starts clean.
      latch.events.on('closed', () => latch.store.setState({ connectAttempt: undefined })),
      // The active wallet went away while another namespace's is connected: show that one (behaviour.md §14). After the
      // events of this change are out, so every listener sees them in order.
      latch.events.on('disconnected', ({ previous }) =>
        queueMicrotask(() => {
          const active = latch.getState().activeNamespace
          if (previous.namespace !== active || getAccount(latch).isConnected) return
          const other = latch.adapters.find(
            (adapter) => getAccount(latch, { namespace: adapter.namespace }).isConnected,
          )
          if (other) setActiveNamespace(latch, other.namespace)
        }),
      ),
    ]
    // Reconnect once every feature has set up: a later one may add connectors (WalletConnect).
    let stopped = false
    void Promise.resolve().then(() => {
      if (!stopped) void reconnect(latch)
    })
    return () => {
      stopped = true
      for (const stop of stops) stop()
    }
  },
}
