import type { CoreTypes } from '@walletconnect/types'

type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>

/**
 * The WalletConnect library's storage in memory: a wallet per test, nothing written to disk and nothing shared
 * with another wallet in the same process.
 */
export function memoryKeyValueStorage(): KeyValueStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key: string, value: unknown) => {
      entries.set(key, value)
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}
