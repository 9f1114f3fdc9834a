import { capability } from '../connection/capability'
import type { Latch } from '../createLatch'
import { timeoutScheduler } from '../timing/scheduler'
import { followPairings } from './followPairings'
import { resumeOpenedPairing } from './resumeOpenedPairing'

/**
 * WalletConnect's work on the page once enabled (a chunk of its own, out of the first paint): the client loads when
 * the modal first opens, not on the click that needs its QR code (behaviour.md §10.2), and the pairing on screen is
 * followed, and walked away from when the modal closes; one a phone handed to a wallet's app before the page was
 * reloaded is resumed (behaviour.md §10.7).
 */
export function followWalletConnect(latch: Latch): () => void {
  const prepare = () => {
    for (const adapter of latch.adapters)
      capability(latch, adapter.namespace, 'walletConnect')
        ?.then((walletConnect) => walletConnect.prepare())
        .catch(() => undefined)
  }
  let stopPreparing = () => {}
  // The modal may have opened while this chunk loaded.
  if (latch.getState().open) prepare()
  else
    stopPreparing = latch.store.subscribe((state, previous) => {
      if (!state.open || previous.open) return
      stopPreparing()
      prepare()
    })
  const stopFollowing = followPairings(latch, { now: Date.now, schedule: timeoutScheduler })
  const stopResuming = resumeOpenedPairing(latch)
  // Closing clears the connecting state (behaviour.md §2.3): a pairing nobody finished is walked away from.
  const stopAbandoning = latch.events.on('closed', () => {
    for (const adapter of latch.adapters)
      capability(latch, adapter.namespace, 'walletConnect')
        ?.then((walletConnect) => walletConnect.abandon())
        .catch(() => undefined)
  })
  return () => {
    stopPreparing()
    stopFollowing()
    stopResuming()
    stopAbandoning()
  }
}
