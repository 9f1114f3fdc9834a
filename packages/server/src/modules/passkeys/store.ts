import type { Sql } from '../../platform/db/Database'
import type { PasskeyCeremony } from './PasskeyCeremony'

/** A ceremony's challenge as stored: who asked, for what, until when. */
export type PasskeyChallenge = {
  challenge: string
  ceremony: PasskeyCeremony
  userId: string | null
  userHandle: string | null
  deviceHash: string
  projectId: string
  expiresAt: number
  usedAt: number | null
}

/** A stored passkey: what verifies its next assertion. */
export type PasskeyCredential = {
  id: string
  userId: string
  userHandle: string
  publicKey: string
  counter: number
  transports: string[]
  rpId: string
}

type ChallengeRow = {
  challenge: string
  ceremony: PasskeyCeremony
  user_id: string | null
  user_handle: string | null
  device_hash: string
  project_id: string
  expires_at: string
  used_at: string | null
}

type CredentialRow = {
  id: string
  user_id: string
  user_handle: string
  public_key: string
  counter: string
  transports: string | null
  rp_id: string
}

const challengeOf = (row: ChallengeRow): PasskeyChallenge => ({
  challenge: row.challenge,
  ceremony: row.ceremony,
  userId: row.user_id,
  userHandle: row.user_handle,
  deviceHash: row.device_hash,
  projectId: row.project_id,
  expiresAt: Number(row.expires_at),
  usedAt: row.used_at === null ? null : Number(row.used_at),
})

const credentialOf = (row: CredentialRow): PasskeyCredential => ({
  id: row.id,
  userId: row.user_id,
  userHandle: row.user_handle,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports ? row.transports.split(',') : [],
  rpId: row.rp_id,
})

/** The passkey tables (018_passkeys.sql): ceremonies' challenges and users' credentials. */
export function passkeysStore(sql: Sql) {
  return {
    async insertChallenge(challenge: Omit<PasskeyChallenge, 'usedAt'>) {
      await sql.query(
        `insert into webauthn_challenges
           (challenge, ceremony, user_id, user_handle, device_hash, project_id, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          challenge.challenge,
          challenge.ceremony,
          challenge.userId,
          challenge.userHandle,
          challenge.deviceHash,
          challenge.projectId,
          challenge.expiresAt,
        ],
      )
    },

    /**
     * Uses the challenge up, once: of two answers carrying it (a replay, or two at once) only the first gets the
     * row. Undefined for a used or unknown one; the caller checks the rest (ceremony, device, expiry).
     */
    async takeChallenge(challenge: string, now: number) {
      const [row] = await sql.query<ChallengeRow>(
        `update webauthn_challenges set used_at = $2
         where challenge = $1 and used_at is null
         returning *`,
        [challenge, now],
      )
      return row ? challengeOf(row) : undefined
    },

    /** Whether the challenge was ever issued (a used one reads as a replay, not as unknown). */
    async challengeExists(challenge: string) {
      const rows = await sql.query('select 1 from webauthn_challenges where challenge = $1', [
        challenge,
      ])
      return rows.length > 0
    },

    async removeExpiredChallenges(now: number) {
      await sql.query('delete from webauthn_challenges where expires_at < $1', [now])
    },

    async insertCredential(credential: PasskeyCredential & { createdAt: number }) {
      await sql.query(
        `insert into webauthn_credentials
           (id, user_id, user_handle, public_key, counter, transports, rp_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          credential.id,
          credential.userId,
          credential.userHandle,
          credential.publicKey,
          credential.counter,
          credential.transports.join(',') || null,
          credential.rpId,
          credential.createdAt,
        ],
      )
    },

    async credential(id: string) {
      const [row] = await sql.query<CredentialRow>(
        'select * from webauthn_credentials where id = $1',
        [id],
      )
      return row ? credentialOf(row) : undefined
    },

    async userCredentials(userId: string) {
      const rows = await sql.query<CredentialRow>(
        'select * from webauthn_credentials where user_id = $1 order by created_at',
        [userId],
      )
      return rows.map(credentialOf)
    },

    /**
     * Moves the counter forward, only forward: of two assertions with the same counter (a cloned authenticator,
     * or one raced against itself) only one passes. False when another got there first.
     */
    async advanceCounter(id: string, from: number, to: number, now: number) {
      const rows = await sql.query(
        `update webauthn_credentials set counter = $3, last_used_at = $4
         where id = $1 and counter = $2
         returning id`,
        [id, from, to, now],
      )
      return rows.length > 0
    },
  }
}

export type PasskeysStore = ReturnType<typeof passkeysStore>
