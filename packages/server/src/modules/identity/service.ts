import type { Identity } from '@latch/core'
import type { IdentityStore } from './store'

/** An address's name and avatar; both null when it has none. */
export function identityService(store: IdentityStore) {
  return {
    async identity(address: string): Promise<Identity> {
      const row = await store.find(address)
      return { name: row?.name ?? null, avatar: row?.avatar ?? null }
    },
  }
}
