import type { SocialProvider } from '@latch/core'
import type { Sql } from '../../platform/db/Database'

/** An authorization request in flight: what the callback must match. Times in ms since the epoch. */
export type OAuthState = {
  state: string
  provider: SocialProvider
  codeVerifier: string
  /** OIDC only: the ID token must carry it. */
  nonce: string | null
  appOrigin: string
  projectId: string
  createdAt: number
  expiresAt: number
}

type Row = {
  state: string
  provider: SocialProvider
  code_verifier: string
  nonce: string | null
  app_origin: string
  project_id: string
  created_at: string
  expires_at: string
  used: boolean
}

function fromRow(row: Row): OAuthState & { used: boolean } {
  return {
    state: row.state,
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    appOrigin: row.app_origin,
    projectId: row.project_id,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    used: row.used,
  }
}

/** Social login's states in flight (`oauth_states`). */
export function socialStore(sql: Sql) {
  return {
    async save(state: OAuthState) {
      await sql.query(
        `insert into oauth_states (state, provider, code_verifier, nonce, app_origin, project_id, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          state.state,
          state.provider,
          state.codeVerifier,
          state.nonce,
          state.appOrigin,
          state.projectId,
          state.createdAt,
          state.expiresAt,
        ],
      )
    },
    async find(state: string) {
      const [row] = await sql.query<Row>('select * from oauth_states where state = $1', [state])
      return row && fromRow(row)
    },
    /**
     * Marks the state used and returns it, in one statement: of two finishes racing with the same state, one
     * gets it, as it was before (`used: false`). Undefined when unknown or already used.
     */
    async consume(state: string) {
      const [row] = await sql.query<Row>(
        'update oauth_states set used = true where state = $1 and not used returning *',
        [state],
      )
      return row && { ...fromRow(row), used: false }
    },
    async removeExpired(now: number) {
      await sql.query('delete from oauth_states where expires_at <= $1', [now])
    },
  }
}

export type SocialStore = ReturnType<typeof socialStore>
