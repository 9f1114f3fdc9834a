import { createHash } from 'node:crypto'
import type { Database } from '../../platform/db/Database'
import { registryStore, type WalletFilter } from './store'
import type { WalletRecord } from './walletInput'

/** The registry: pages of wallets, their images, and saving a seed or an import (all or nothing). */
export function registryService(db: Database) {
  const store = registryStore(db)
  return {
    async list(filter: WalletFilter, page: { page: number; entries: number }) {
      const [count, data] = await Promise.all([
        store.count(filter),
        store.list(filter, { limit: page.entries, offset: (page.page - 1) * page.entries }),
      ])
      return { count, data }
    },

    /** The wallet's icon and its entity tag (a hash of type and bytes, so it changes exactly when they do). */
    async image(id: string) {
      const image = await store.image(id)
      if (image === undefined) return undefined
      const hash = createHash('sha256')
        .update(image.type)
        .update('\n')
        .update(image.bytes)
        .digest('base64url')
        .slice(0, 27)
      return { ...image, etag: `"${hash}"` }
    },

    async save(wallets: readonly WalletRecord[], source: 'seed' | 'import') {
      await db.transaction((sql) => registryStore(sql).upsert(wallets, source))
    },
  }
}

export type RegistryService = ReturnType<typeof registryService>
