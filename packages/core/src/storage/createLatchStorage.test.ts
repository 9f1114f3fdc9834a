import { describe, expect, it } from 'vitest'
import { createLatchStorage, type StorageLike } from './createLatchStorage'

function mapStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

describe('createLatchStorage', () => {
  it('keeps two recent wallets, most recent first, without repeats', () => {
    const storage = createLatchStorage(mapStorage())
    storage.addRecentWalletId('a')
    storage.addRecentWalletId('b')
    storage.addRecentWalletId('a')
    expect(storage.getRecentWalletIds()).toEqual(['a', 'b'])
    storage.addRecentWalletId('c')
    expect(storage.getRecentWalletIds()).toEqual(['c', 'a'])
  })

  it('persists through the backend under @latch/ keys', () => {
    const backend = mapStorage()
    createLatchStorage(backend).setConnections({ eip155: { connectorId: 'io.metamask' } })
    expect([...backend.items.keys()]).toEqual(['@latch/connections'])
    expect(createLatchStorage(backend).getConnections()).toEqual({
      eip155: { connectorId: 'io.metamask' },
    })
  })

  it('clears the session group on sign-out and keeps the rest', () => {
    const backend = mapStorage()
    const storage = createLatchStorage(backend)
    storage.addRecentWalletId('a')
    storage.setConnections({ eip155: { connectorId: 'a' } })
    storage.setLastChain('eip155:10')
    // The embedded wallet's part of the session (behaviour.md §3), as it will write it.
    const embeddedWalletKeys = [
      '@latch/email-login',
      '@latch/email',
      '@latch/social-username',
      '@latch/last-login-at',
    ]
    for (const key of embeddedWalletKeys) backend.items.set(key, JSON.stringify('x'))
    expect(storage.getLastChain()).toBe('eip155:10')
    storage.clearSession()
    expect(storage.getLastChain()).toBeUndefined()
    for (const key of embeddedWalletKeys) expect(backend.items.has(key)).toBe(false)
    expect(storage.getRecentWalletIds()).toEqual(['a'])
    expect(storage.getConnections()).toEqual({ eip155: { connectorId: 'a' } })
  })

  it('reads malformed values as defaults', () => {
    const backend = mapStorage()
    backend.items.set('@latch/recent-wallets', '{not json')
    backend.items.set(
      '@latch/connections',
      JSON.stringify({ eip155: 3, tron: { connectorId: 'x' }, solana: { connectorId: 'p' } }),
    )
    backend.items.set('@latch/last-chain', JSON.stringify('javascript:alert(1)'))
    const storage = createLatchStorage(backend)
    expect(storage.getRecentWalletIds()).toEqual([])
    expect(storage.getConnections()).toEqual({ solana: { connectorId: 'p' } })
    expect(storage.getLastChain()).toBeUndefined()
  })

  it('never throws when the backend does', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createLatchStorage(throwing)
    expect(() => storage.addRecentWalletId('a')).not.toThrow()
    expect(storage.getRecentWalletIds()).toEqual([])
    expect(() => storage.clearSession()).not.toThrow()
  })

  it('works in memory when there is no storage at all (SSR)', () => {
    expect('localStorage' in globalThis).toBe(false)
    const storage = createLatchStorage()
    storage.setLastChain('eip155:1')
    expect(storage.getLastChain()).toBe('eip155:1')
    const detached = createLatchStorage(null)
    expect(detached.getLastChain()).toBeUndefined()
  })
})
