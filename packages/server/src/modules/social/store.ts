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
  /** Redirect mode: the app page to come back to (of `appOrigin`); null for a popup login. */
  returnUrl?: string | null | undefined
  /**
   * SHA-256 of the device id of the frame that started: the only one that may finish the login (popup) or redeem
   * its one-time code (redirect). Null only in a state stored before popups were bound too: it finishes nowhere.
   */
  deviceHash?: string | null | undefined
}

/** Redirect mode's one-time code as stored: its hash, the provider's redirect it stands for, its expiry. */
export type SocialHandoff = {
  handoffHash: string | null
  /** Null once redeemed. */
  handoffUri: string | null
  handoffExpiresAt: number | null
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
  return_url: string | null
  device_hash: string | null
  handoff_hash: string | null
  handoff_uri: string | null
  handoff_expires_at: string | null
}

export type StoredOAuthState = OAuthState & SocialHandoff & { used: boolean }

function fromRow(row: Row): StoredOAuthState {
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
    returnUrl: row.return_url,
    deviceHash: row.device_hash,
    handoffHash: row.handoff_hash,
    handoffUri: row.handoff_uri,
    handoffExpiresAt: row.handoff_expires_at === null ? null : Number(row.handoff_expires_at),
  }
}

/** Social login's states in flight (`oauth_states`). */
export function socialStore(sql: Sql) {
  return {
    async save(state: OAuthState) {
      await sql.query(
        `insert into oauth_states (state, provider, code_verifier, nonce, app_origin, project_id, created_at, expires_at, return_url, device_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          state.state,
          state.provider,
          state.codeVerifier,
          state.nonce,
          state.appOrigin,
          state.projectId,
          state.createdAt,
          state.expiresAt,
          state.returnUrl ?? null,
          state.deviceHash ?? null,
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
    /**
     * Redirect mode: attaches the one-time code to an unused state that has none yet (the callback page's
     * first call wins; a reloaded page gets nothing). True when attached.
     */
    async attachHandoff(state: string, handoff: { hash: string; uri: string; expiresAt: number }) {
      const rows = await sql.query<{ state: string }>(
        `update oauth_states set handoff_hash = $2, handoff_uri = $3, handoff_expires_at = $4
         where state = $1 and not used and return_url is not null and handoff_hash is null
         returning state`,
        [state, handoff.hash, handoff.uri, handoff.expiresAt],
      )
      return rows.length === 1
    },
    async findByHandoff(hash: string) {
      const [row] = await sql.query<Row>('select * from oauth_states where handoff_hash = $1', [
        hash,
      ])
      return row && fromRow(row)
    },
    /**
     * Takes the provider's redirect a code stands for and forgets it, in one statement: of two redemptions
     * racing with the same code, one gets it. Undefined when unknown or already redeemed.
     */
    async takeHandoff(hash: string) {
      const [row] = await sql.query<{ handoff_uri: string }>(
        `update oauth_states o set handoff_uri = null
         from (select state, handoff_uri from oauth_states where handoff_hash = $1 and handoff_uri is not null for update) before
         where o.state = before.state
         returning before.handoff_uri`,
        [hash],
      )
      return row?.handoff_uri
    },
    async removeExpired(now: number) {
      await sql.query('delete from oauth_states where expires_at <= $1', [now])
    },
  }
}

export type SocialStore = ReturnType<typeof socialStore>
