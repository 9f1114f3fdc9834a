import type { KeyEnvelope } from '../../platform/crypto/keyEnvelope'
import type { Sql } from '../../platform/db/Database'

export type StoredSigningKey = {
  kid: string
  /** The public JWK (JSON text). */
  publicJwk: string
  envelope: KeyEnvelope
  kekId: string
  createdAt: number
}

export type StoredSession = {
  id: string
  projectId: string
  caipAddress: string
  domain: string
  uri: string
  message: string
  signature: string
  issuedAt: number
  expiresAt: number
}

type SessionRow = {
  id: string
  project_id: string
  caip_address: string
  domain: string
  uri: string
  message: string
  signature: string
  issued_at: string | number
  expires_at: string | number
}

type KeyRow = {
  kid: string
  public_jwk: string
  ciphertext: Uint8Array
  iv: Uint8Array
  auth_tag: Uint8Array
  kek_id: string
  created_at: string | number
}

/** The sign-in tables (010_siwx.sql): nonces, sessions, signing keys. */
export function siwxStore(sql: Sql) {
  return {
    async addNonce(nonce: {
      hash: string
      projectId: string
      createdAt: number
      expiresAt: number
    }) {
      await sql.query(
        'insert into siwx_nonces (nonce_hash, project_id, created_at, expires_at) values ($1, $2, $3, $4)',
        [nonce.hash, nonce.projectId, nonce.createdAt, nonce.expiresAt],
      )
    },
    /**
     * Marks the nonce used if it is this project's, unexpired and unused, in one statement: of two concurrent
     * uses exactly one gets `true`.
     */
    async consumeNonce(hash: string, projectId: string, now: number): Promise<boolean> {
      const rows = await sql.query(
        `update siwx_nonces set used_at = $3
         where nonce_hash = $1 and project_id = $2 and used_at is null and expires_at > $3
         returning nonce_hash`,
        [hash, projectId, now],
      )
      return rows.length > 0
    },
    /** Why a nonce could not be used, for the refusal's words. */
    async nonceState(hash: string, projectId: string) {
      const [row] = await sql.query<{ used_at: string | null; expires_at: string }>(
        'select used_at, expires_at from siwx_nonces where nonce_hash = $1 and project_id = $2',
        [hash, projectId],
      )
      return row ? { used: row.used_at !== null, expiresAt: Number(row.expires_at) } : undefined
    },
    async deleteNoncesExpiredBefore(time: number) {
      await sql.query('delete from siwx_nonces where expires_at < $1', [time])
    },
    async deleteSessionsExpiredBefore(time: number) {
      await sql.query('delete from siwx_sessions where expires_at < $1', [time])
    },

    async addSession(session: StoredSession) {
      await sql.query(
        `insert into siwx_sessions (id, project_id, caip_address, domain, uri, message, signature, issued_at,
           expires_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          session.id,
          session.projectId,
          session.caipAddress,
          session.domain,
          session.uri,
          session.message,
          session.signature,
          session.issuedAt,
          session.expiresAt,
        ],
      )
    },
    /** A live session of the project: not revoked, not expired. */
    async liveSession(
      id: string,
      projectId: string,
      now: number,
    ): Promise<StoredSession | undefined> {
      const [row] = await sql.query<SessionRow>(
        `select id, project_id, caip_address, domain, uri, message, signature, issued_at, expires_at
         from siwx_sessions
         where id = $1 and project_id = $2 and revoked_at is null and expires_at > $3`,
        [id, projectId, now],
      )
      return row
        ? {
            id: row.id,
            projectId: row.project_id,
            caipAddress: row.caip_address,
            domain: row.domain,
            uri: row.uri,
            message: row.message,
            signature: row.signature,
            issuedAt: Number(row.issued_at),
            expiresAt: Number(row.expires_at),
          }
        : undefined
    },
    /** Idempotent: a revoked session keeps its first revocation time. */
    async revokeSession(id: string, projectId: string, now: number) {
      await sql.query(
        `update siwx_sessions set revoked_at = $3
         where id = $1 and project_id = $2 and revoked_at is null`,
        [id, projectId, now],
      )
    },

    async signingKeys(): Promise<StoredSigningKey[]> {
      const rows = await sql.query<KeyRow>(
        `select kid, public_jwk, ciphertext, iv, auth_tag, kek_id, created_at
         from siwx_signing_keys order by created_at, kid`,
      )
      return rows.map((row) => ({
        kid: row.kid,
        publicJwk: row.public_jwk,
        envelope: {
          ciphertext: Buffer.from(row.ciphertext),
          iv: Buffer.from(row.iv),
          authTag: Buffer.from(row.auth_tag),
          kekId: row.kek_id,
        },
        kekId: row.kek_id,
        createdAt: Number(row.created_at),
      }))
    },
    async addSigningKey(key: StoredSigningKey) {
      await sql.query(
        `insert into siwx_signing_keys (kid, public_jwk, ciphertext, iv, auth_tag, kek_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          key.kid,
          key.publicJwk,
          key.envelope.ciphertext,
          key.envelope.iv,
          key.envelope.authTag,
          key.envelope.kekId,
          key.createdAt,
        ],
      )
    },
  }
}

export type SiwxStore = ReturnType<typeof siwxStore>
