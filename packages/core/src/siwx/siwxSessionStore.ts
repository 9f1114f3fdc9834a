import type { StorageLike } from '../storage/createLatchStorage'
import type { SiwxSession } from './SiwxConfig'

const KEY = '@latch/siwx-sessions'

/**
 * The Latch server's sessions kept in the browser (local storage, or the app's `storage`), by CAIP-10 account, so
 * a reload with a valid session asks nothing (behaviour.md §12.5). Unreadable entries are dropped, never trusted.
 */
export function siwxSessionStore(storage: StorageLike | undefined) {
  const read = (): Record<string, SiwxSession> => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}')
      return typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, SiwxSession>)
        : {}
    } catch {
      return {}
    }
  }
  const write = (sessions: Record<string, SiwxSession>) => {
    try {
      storage?.setItem(KEY, JSON.stringify(sessions))
    } catch {
      // A full or blocked storage keeps the session for this page only.
    }
  }
  return {
    get: (caipAddress: string): SiwxSession | undefined => {
      const session = read()[caipAddress]
      return typeof session?.token === 'string' && typeof session.signature === 'string'
        ? session
        : undefined
    },
    set(caipAddress: string, session: SiwxSession) {
      write({ ...read(), [caipAddress]: session })
    },
    remove(caipAddress: string) {
      const { [caipAddress]: _removed, ...rest } = read()
      write(rest)
    },
    replace(sessions: Record<string, SiwxSession>) {
      write(sessions)
    },
  }
}
