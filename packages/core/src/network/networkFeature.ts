import type { Latch } from '../createLatch'
import type { LatchFeature } from '../LatchFeature'
import { closeModal } from '../modal/closeModal'
import { currentView } from '../modal/currentView'
import { showsUnsupportedChain } from '../router/unsupportedChain'
import type { AccountState } from '../state/deriveAccount'
import type { NetworkSlice } from './networkSlice'

/** Networks: the one to connect to, switching, and UnsupportedChain (behaviour.md §2). */
export const networkFeature: LatchFeature<NetworkSlice> = {
  name: 'network',
  initialState: (options) => ({
    preferredCaipNetworkId: (options.defaultNetwork ?? options.networks[0]).caipNetworkId,
    switchAttempt: undefined,
  }),
  setup(latch) {
    const lastChain = latch.storage.getLastChain()
    if (lastChain && latch.networks.some((network) => network.caipNetworkId === lastChain))
      latch.store.setState({ preferredCaipNetworkId: lastChain })
    const stops = [
      latch.events.on('networkChanged', ({ account }) => {
        if (!account.caipNetwork) return
        latch.storage.setLastChain(account.caipNetwork.caipNetworkId)
        latch.store.setState({ preferredCaipNetworkId: account.caipNetwork.caipNetworkId })
      }),
      latch.events.on('accountChanged', ({ account }) => followUnsupportedChain(latch, account)),
      latch.events.on('closed', () => latch.store.setState({ switchAttempt: undefined })),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  },
}

/** A wallet on a network the app does not list shows UnsupportedChain; back on a listed one, it goes away. */
function followUnsupportedChain(latch: Latch, account: AccountState): void {
  const shows = showsUnsupportedChain({
    isConnected: account.isConnected,
    isNetworkSupported: account.isNetworkSupported,
    allowUnsupportedChain: Boolean(latch.options.allowUnsupportedChain),
    enableNetworkSwitch: latch.options.enableNetworkSwitch ?? true,
  })
  const onScreen = latch.getState().open && currentView(latch) === 'UnsupportedChain'
  if (shows && !onScreen)
    latch.store.setState({ open: true, history: [{ view: 'UnsupportedChain' }] })
  else if (!shows && onScreen) closeModal(latch)
}
