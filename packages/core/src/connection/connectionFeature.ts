import type { LatchFeature } from '../LatchFeature'
import type { ConnectionSlice } from './connectionSlice'
import { reconnect } from './reconnect'
import { watchAccount } from './watchAccount'

/** Wallets: the connector list, connect, disconnect, reconnect (spec §4). */
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
