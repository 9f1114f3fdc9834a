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
  const raw = JSON.stringify(wallets)
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
