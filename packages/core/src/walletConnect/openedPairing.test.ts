import { describe, expect, it } from 'vitest'
import { PAIRING_TTL_MS } from '../constants'
import {
  forgetOpenedPairing,
  OPENED_PAIRING_STORAGE_KEY,
  type OpenedPairing,
  openedPairing,
  pairingTopicOf,
  rememberOpenedPairing,
} from './openedPairing'

const topic = 'a'.repeat(64)
const kept: OpenedPairing = {
  uri: `wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`,
  createdAt: 1_000,
  connectorId: 'walletConnect',
  wallet: {
    id: 'sample',
    name: 'Sample Phone Wallet',
    imageUrl: '',
    links: {
      mobile: { universal: 'http://localhost:5174', native: null },
      desktop: { universal: null, native: null },
      web: null,
    },
    stores: { ios: null, android: null, chrome: null, firefox: null, edge: null },
  },
}

function storageOf() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('openedPairing (behaviour.md §10.7)', () => {
  it('is kept until the pairing expires, then forgotten', () => {
    const storage = storageOf()
    rememberOpenedPairing(kept, storage)
    expect(openedPairing(kept.createdAt + 1, storage)).toEqual(kept)
    expect(openedPairing(kept.createdAt + PAIRING_TTL_MS - 1, storage)).toEqual(kept)
    expect(openedPairing(kept.createdAt + PAIRING_TTL_MS, storage)).toBeUndefined()
    expect(storage.items.size).toBe(0)
  })

  it('is forgotten on request, and a refusing storage loses only the resuming', () => {
    const storage = storageOf()
    rememberOpenedPairing(kept, storage)
    forgetOpenedPairing(storage)
    expect(openedPairing(kept.createdAt, storage)).toBeUndefined()
    const refusing = {
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
    expect(() => rememberOpenedPairing(kept, refusing)).not.toThrow()
    expect(openedPairing(kept.createdAt, refusing)).toBeUndefined()
    expect(openedPairing(kept.createdAt, undefined)).toBeUndefined()
  })

  it("takes from the page's storage only a well-formed pairing, and of its wallet only strings", () => {
    const storage = storageOf()
    for (const raw of [
      'not json',
      'null',
      JSON.stringify({ ...kept, uri: 'https://evil.example' }),
      JSON.stringify({ ...kept, createdAt: 'soon' }),
      JSON.stringify({ ...kept, connectorId: '' }),
      JSON.stringify({ ...kept, wallet: { name: 'No id' } }),
    ]) {
      storage.items.set(OPENED_PAIRING_STORAGE_KEY, raw)
      expect(openedPairing(kept.createdAt, storage)).toBeUndefined()
      // A malformed one is forgotten.
      expect(storage.items.size).toBe(0)
    }
    storage.items.set(
      OPENED_PAIRING_STORAGE_KEY,
      JSON.stringify({
        ...kept,
        wallet: {
          ...kept.wallet,
          extra: '<script>',
          links: { mobile: { universal: { href: 'x' }, native: 7 }, desktop: {}, web: 'ok' },
          stores: { ios: 'https://apps.apple.com/app/id1', chrome: 'https://x' },
        },
      }),
    )
    expect(openedPairing(kept.createdAt, storage)?.wallet).toEqual({
      id: 'sample',
      name: 'Sample Phone Wallet',
      imageUrl: '',
      links: {
        mobile: { universal: null, native: null },
        desktop: { universal: null, native: null },
        web: 'ok',
      },
      stores: {
        ios: 'https://apps.apple.com/app/id1',
        android: null,
        chrome: null,
        firefox: null,
        edge: null,
      },
    })
  })

  it('reads the pairing topic of a wc: URI', () => {
    expect(pairingTopicOf(kept.uri)).toBe(topic)
    expect(pairingTopicOf('wc:short@2?x')).toBeUndefined()
  })
})
