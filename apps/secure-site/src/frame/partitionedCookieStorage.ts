import type { KeyValueStorage } from './sessionStore'

/** How long the frame keeps what it stores: the server's session lasts 30 days. */
const MAX_AGE_S = 30 * 24 * 3600

/**
 * The frame's storage where the browser denies `localStorage` to a third-party frame (Chrome with third-party
 * cookies blocked, the default in current Chrome): a partitioned cookie (CHIPS), which browsers keep for an
 * embedded site per top-level site exactly for this. Like `localStorage`, it is this origin's alone (the app's
 * page cannot read it) and partitioned by the app's site; it is never sent to the Latch API (another origin).
 */
export function partitionedCookieStorage(document: Pick<Document, 'cookie'>): KeyValueStorage {
  const read = (key: string) => {
    const prefix = `${encodeURIComponent(key)}=`
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix))
    return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length))
  }
  const write = (key: string, value: string, maxAge: number) => {
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; Secure; SameSite=None; Partitioned`
  }
  return {
    getItem: read,
    setItem: (key, value) => write(key, value, MAX_AGE_S),
    removeItem: (key) => write(key, '', 0),
  }
}
