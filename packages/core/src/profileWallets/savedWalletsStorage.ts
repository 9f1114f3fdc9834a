import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import type { StorageLike } from '../storage/createLatchStorage'
import type { SavedWallet } from './SavedWallet'

const KEY = '@latch/profile-wallets'

/** The app's `storage`, local storage by default, memory when the app said null or the browser refuses. */
const backendOf = perInstance((latch: Latch): StorageLike | undefined => {
  if (latch.options.storage === null) return undefined
  try {
    return latch.options.storage ?? globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
})

const memoryOf = perInstance((_latch: Latch) => ({ raw: null as string | null }))

/** The saved entries of connectors the app did not list when the page started (parseSavedWallets' `unlisted`). */
const unlistedOf = perInstance((_latch: Latch) => ({ wallets: [] as readonly SavedWallet[] }))

/**
 * Keeps saved entries this page cannot reconnect (a wallet that announces itself late, behaviour.md §4.3) in
 * storage through every later write, until the visitor disconnects everything.
 */
export function keepUnlistedWallets(latch: Latch, wallets: readonly SavedWallet[]): void {
  unlistedOf(latch).wallets = wallets
}

/** Local storage's text of the saved connections (behaviour.md §3.8): read raw, checked by parseSavedWallets. */
export function readSavedWallets(latch: Latch): string | null {
  const backend = backendOf(latch)
  if (!backend) return memoryOf(latch).raw
  try {
    return backend.getItem(KEY)
  } catch {
    return null
  }
}

export function writeSavedWallets(latch: Latch, wallets: readonly SavedWallet[]): void {
  latch.store.setState({
    profileWallets: { ...latch.getState().profileWallets, saved: wallets },
  })
  const kept = unlistedOf(latch).wallets.filter(
    (entry) =>
      !wallets.some((w) => w.namespace === entry.namespace && w.connectorId === entry.connectorId),
  )
  const raw = JSON.stringify([...wallets, ...kept])
  const backend = backendOf(latch)
  if (!backend) {
    memoryOf(latch).raw = raw
    return
  }
  try {
    backend.setItem(KEY, raw)
  } catch {
    // A full or blocked storage only loses the memory of this visit.
  }
}
