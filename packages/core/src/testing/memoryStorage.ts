import type { StorageLike } from '../storage/createLatchStorage'

/** A Storage for tests, to seed what a previous page load saved and read what Latch saves. */
export function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}
