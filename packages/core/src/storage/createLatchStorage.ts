import type { CaipNetworkId } from '../caip/caipNetworkId'
import { isCaipNetworkId } from '../caip/caipNetworkId'
import type { ChainNamespace } from '../caip/chainNamespace'
import { isChainNamespace } from '../caip/chainNamespace'
import { RECENT_WALLETS_LIMIT } from '../constants'

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type SavedConnections = Partial<Record<ChainNamespace, { connectorId: string }>>

const keys = {
  recentWallets: '@latch/recent-wallets',
  connections: '@latch/connections',
  emailLogin: '@latch/email-login',
  email: '@latch/email',
  socialUsername: '@latch/social-username',
  lastChain: '@latch/last-chain',
  lastLoginAt: '@latch/last-login-at',
  activeNamespace: '@latch/active-namespace',
} as const

/**
 * Cleared on sign-out or a failed connection check (behaviour.md §3). The e-mail and social keys belong to the embedded
 * wallet, which reads and writes them when it lands; they are cleared with the session already.
 */
const sessionKeys = [
  keys.emailLogin,
  keys.email,
  keys.socialUsername,
  keys.lastChain,
  keys.lastLoginAt,
] as const

function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}

/** Local storage when usable (Safari's private mode and SSR are not), memory otherwise. */
function defaultBackend(): StorageLike {
  try {
    const storage = globalThis.localStorage
    const probe = '@latch/probe'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return memoryStorage()
  }
}

/**
 * What Latch keeps in local storage, typed. Reads never throw: a missing backend, a
 * quota error or a malformed value gives the default.
 */
export function createLatchStorage(backend?: StorageLike | null) {
  let resolved: StorageLike | undefined =
    backend === null ? memoryStorage() : (backend ?? undefined)
  // Resolved lazily so importing or creating Latch on the server touches no global.
  const store = () => {
    resolved ??= defaultBackend()
    return resolved
  }

  function read(key: string): unknown {
    try {
      const raw = store().getItem(key)
      return raw === null ? undefined : JSON.parse(raw)
    } catch {
      return undefined
    }
  }
  function write(key: string, value: unknown) {
    try {
      store().setItem(key, JSON.stringify(value))
    } catch {
      // A full or blocked storage only loses the memory of this visit.
    }
  }
  function remove(key: string) {
    try {
      store().removeItem(key)
    } catch {
      // As above.
    }
  }

  return {
    getRecentWalletIds(): string[] {
      const value = read(keys.recentWallets)
      if (!Array.isArray(value)) return []
      return value
        .filter((id): id is string => typeof id === 'string')
        .slice(0, RECENT_WALLETS_LIMIT)
    },
    /** Most recent first, unique, at most RECENT_WALLETS_LIMIT. */
    addRecentWalletId(id: string) {
      const ids = [id, ...this.getRecentWalletIds().filter((other) => other !== id)]
      write(keys.recentWallets, ids.slice(0, RECENT_WALLETS_LIMIT))
    },
    getConnections(): SavedConnections {
      const value = read(keys.connections)
      if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
      const connections: SavedConnections = {}
      for (const [namespace, connection] of Object.entries(value)) {
        const connectorId = (connection as { connectorId?: unknown } | null)?.connectorId
        if (isChainNamespace(namespace) && typeof connectorId === 'string') {
          connections[namespace] = { connectorId }
        }
      }
      return connections
    },
    setConnections(connections: SavedConnections) {
      write(keys.connections, connections)
    },
    getLastChain(): CaipNetworkId | undefined {
      const value = read(keys.lastChain)
      return isCaipNetworkId(value) ? value : undefined
    },
    setLastChain(caipNetworkId: CaipNetworkId) {
      write(keys.lastChain, caipNetworkId)
    },
    /** The namespace the visitor last looked at, restored with the connections on reload (behaviour.md §14.3). */
    getActiveNamespace(): ChainNamespace | undefined {
      const value = read(keys.activeNamespace)
      return isChainNamespace(value) ? value : undefined
    },
    setActiveNamespace(namespace: ChainNamespace) {
      write(keys.activeNamespace, namespace)
    },
    /** Sign-out or a failed connection check: forget the session group of behaviour.md §3. */
    clearSession() {
      for (const key of sessionKeys) remove(key)
    },
  }
}

export type LatchStorage = ReturnType<typeof createLatchStorage>
