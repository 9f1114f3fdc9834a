import { IDENTITY_CACHE_MS, type Identity } from '@latch/core'
import type { IdentityStore } from './store'

/** Bounds the cache: the oldest answers go first. */
const MAX_CACHED = 10_000

/**
 * An address's name and avatar in a project (both null when it has none), each answer kept 5 minutes per
 * project (behaviour.md §9); `forget` drops one when its name changes.
 */
export function identityService(store: IdentityStore, now: () => number = Date.now) {
  const cache = new Map<string, { identity: Identity; until: number }>()
  return {
    async identity(projectId: string, address: string): Promise<Identity> {
      const key = `${projectId} ${address}`
      const cached = cache.get(key)
      if (cached && cached.until > now()) return cached.identity
      const row = await store.find(projectId, address)
      const identity = { name: row?.name ?? null, avatar: row?.avatar ?? null }
      cache.delete(key)
      cache.set(key, { identity, until: now() + IDENTITY_CACHE_MS })
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string)
      return identity
    },
    /** `key` is `projectId address`, as the names module tells it. */
    forget(key: string) {
      cache.delete(key)
    },
  }
}
