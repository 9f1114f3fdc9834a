import { partitionedCookieStorage } from './partitionedCookieStorage'

/** What the secure site keeps in its own `localStorage` (partitioned by the browser per top-level site). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const keys = {
  token: 'latch.session',
  deviceId: 'latch.device',
  chainId: 'latch.chainId',
  accountType: 'latch.accountType',
} as const

/**
 * The frame's `localStorage`; where the browser denies it to a third-party frame (blocked third-party cookies:
 * reading the property throws), a partitioned cookie of this origin; undefined when neither works (the session
 * then lives as long as the frame).
 */
export function frameStorage(): KeyValueStorage | undefined {
  try {
    const storage = globalThis.localStorage
    storage.getItem('latch.session')
    return storage
  } catch {
    return cookieStorage()
  }
}

function cookieStorage(): KeyValueStorage | undefined {
  if (typeof document === 'undefined') return undefined
  const storage = partitionedCookieStorage(document)
  storage.setItem('latch.probe', '1')
  const works = storage.getItem('latch.probe') === '1'
  storage.removeItem('latch.probe')
  return works ? storage : undefined
}

/** 32 random bytes, base64url: what auth and social accept as a device id (16 to 128 of [A-Za-z0-9_-]). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * The session token (never posted to the app), the device id created once, and the last chain. Storage that
 * throws (disabled, full) reads as empty: the visitor signs in again rather than the frame failing.
 */
export function createSessionStore(storage: KeyValueStorage | undefined) {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? undefined
    } catch {
      return undefined
    }
  }
  const write = (key: string, value: string | undefined) => {
    try {
      if (value === undefined) storage?.removeItem(key)
      else storage?.setItem(key, value)
    } catch {
      // Kept in memory only, below.
    }
  }
  let token = read(keys.token)
  let deviceId = read(keys.deviceId)
  const storedChain = Number(read(keys.chainId))
  let chainId = Number.isSafeInteger(storedChain) && storedChain > 0 ? storedChain : undefined
  let accountType: 'eoa' | 'smartAccount' =
    read(keys.accountType) === 'smartAccount' ? 'smartAccount' : 'eoa'

  return {
    token: () => token,
    setToken(value: string | undefined) {
      token = value
      write(keys.token, value)
    },
    deviceId() {
      if (!deviceId || !/^[A-Za-z0-9_-]{16,128}$/.test(deviceId)) {
        deviceId = randomId()
        write(keys.deviceId, deviceId)
      }
      return deviceId
    },
    chainId: () => chainId,
    setChainId(value: number) {
      chainId = value
      write(keys.chainId, String(value))
    },
    /** The EVM account the visitor prefers (spec §3's `preferredAccountType`), kept across reloads (§4). */
    accountType: () => accountType,
    setAccountType(value: 'eoa' | 'smartAccount') {
      accountType = value
      write(keys.accountType, value === 'eoa' ? undefined : value)
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
