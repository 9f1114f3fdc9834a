import type { ServerConfig } from '../../config'
import type { Database } from '../../platform/db/Database'
import type { AuthCodes } from './authCodes'
import type { AuthSessions } from './authSessions'
import type { AuthStore } from './store'
import type { User } from './User'

/** What auth's flows (e-mail login, e-mail change) are built from: the service's shared parts. */
export type AuthParts = {
  db: Database
  store: AuthStore
  config: Pick<ServerConfig, 'auth' | 'publicUrl'>
  now: () => number
  /** Counts a try against a per-minute limit; 429 past it. */
  limit(key: string, perMinute: number): Promise<void>
  codes: AuthCodes
  sessions: AuthSessions
  /** The user, who must have an address (an e-mail change, a code): 400 otherwise. */
  userWithEmail(userId: string): Promise<User & { email: string }>
}
