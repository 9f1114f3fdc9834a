import { pairingExpiresAt } from '../timing/pairingExpiry'
import type { ChosenWallet } from './walletConnectSlice'

/** Where the pairing whose wallet a phone opened waits for the visitor to come back (behaviour.md §10.7). */
export const OPENED_PAIRING_STORAGE_KEY = '@latch/walletconnect-opened-pairing'

/** The pairing a tap handed to a wallet's app, kept until it settles, fails, is walked away from or expires. */
export type OpenedPairing = {
  /** The `wc:` URI the wallet's link carried (the WalletConnect client keeps its key in the same origin). */
  uri: string
  /** When the pairing was created (ms); it is resumed until it expires (behaviour.md §4). */
  createdAt: number
  /** The WalletConnect connector whose attempt it was. */
  connectorId: string
  /** The wallet that was opened, for the view that waits for it ("Continue in …", open it again). */
  wallet: ChosenWallet
}

/** Where the opened pairing is kept: the page's local storage by default. */
export type PairingStorage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>
type Storage = PairingStorage

const storageOrUndefined = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** The pairing topic a `wc:` URI names. */
export function pairingTopicOf(uri: string): string | undefined {
  return /^wc:([0-9a-f]{64})@2\?/.exec(uri)?.[1]
}

/** Keeps the opened pairing; a storage the browser refuses only loses the resuming after a reload. */
export function rememberOpenedPairing(
  opened: OpenedPairing,
  storage: Pick<Storage, 'setItem'> | undefined = storageOrUndefined(),
): void {
  try {
    storage?.setItem(OPENED_PAIRING_STORAGE_KEY, JSON.stringify(opened))
  } catch {
    // Not kept: a reload meanwhile shows the Connect button again, as before.
  }
}

/** Forgets the opened pairing (it settled, failed, was walked away from or expired). */
export function forgetOpenedPairing(storage: Storage | undefined = storageOrUndefined()): void {
  try {
    storage?.removeItem(OPENED_PAIRING_STORAGE_KEY)
  } catch {
    // Nothing kept, or nothing to remove.
  }
}

/**
 * The opened pairing still to resume at `now`: kept, well formed (the storage is the page's, anything may be
 * there) and not expired. An expired or malformed one is forgotten.
 */
export function openedPairing(
  now: number,
  storage: Storage | undefined = storageOrUndefined(),
): OpenedPairing | undefined {
  let value: unknown
  try {
    const raw = storage?.getItem(OPENED_PAIRING_STORAGE_KEY)
    if (!raw) return undefined
    value = JSON.parse(raw)
  } catch {
    value = undefined
  }
  const opened = parse(value)
  if (!opened || pairingExpiresAt(opened.createdAt) <= now) {
    forgetOpenedPairing(storage)
    return undefined
  }
  return opened
}

function parse(value: unknown): OpenedPairing | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { uri, createdAt, connectorId, wallet } = value as Record<string, unknown>
  if (typeof uri !== 'string' || !/^wc:[^@\s]+@2\?/.test(uri)) return undefined
  if (typeof createdAt !== 'number' || !Number.isFinite(createdAt)) return undefined
  if (typeof connectorId !== 'string' || connectorId === '') return undefined
  if (typeof wallet !== 'object' || wallet === null) return undefined
  const { id, name, imageUrl, links, stores } = wallet as Record<string, unknown>
  if (typeof id !== 'string' || typeof name !== 'string' || typeof imageUrl !== 'string')
    return undefined
  const chosen: ChosenWallet = { id, name, imageUrl }
  // Only what the waiting view and the wallet's link read, each a string or null.
  const link = record(links)
  const mobile = record(link?.mobile)
  const desktop = record(link?.desktop)
  if (link && mobile && desktop)
    chosen.links = {
      mobile: { universal: text(mobile.universal), native: text(mobile.native) },
      desktop: { universal: text(desktop.universal), native: text(desktop.native) },
      web: text(link.web),
    }
  const store = record(stores)
  if (store)
    chosen.stores = {
      ios: text(store.ios),
      android: text(store.android),
      chrome: null,
      firefox: null,
      edge: null,
    }
  return { uri, createdAt, connectorId, wallet: chosen }
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
