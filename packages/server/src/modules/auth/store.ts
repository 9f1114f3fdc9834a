import type { Sql } from '../../platform/db/Database'
import type { OtpPurpose } from './OtpPurpose'
import type { User } from './User'

type UserRow = { id: string; email: string | null }
type OtpRow = {
  id: string
  code_hash: string
  attempts: number
  used_at: string | null
  expires_at: string
  new_email: string | null
}
type ApprovalRow = {
  token_hash: string
  approved_at: string | null
  otp_sent_at: string | null
}

const user = (row: UserRow | undefined): User | undefined =>
  row ? { id: row.id, email: row.email } : undefined
const time = (value: string | number | null) => (value === null ? undefined : Number(value))

/**
 * The auth tables (007_auth.sql, 012_otp_failures.sql): users, identities, sessions, devices, codes, device
 * approvals, wrong-code budgets.
 */
export function authStore(sql: Sql) {
  return {
    async userByEmail(email: string) {
      const [row] = await sql.query<UserRow>('select id, email from users where email = $1', [
        email,
      ])
      return user(row)
    },
    async user(id: string) {
      const [row] = await sql.query<UserRow>('select id, email from users where id = $1', [id])
      return user(row)
    },
    /** The user of that e-mail: the new one, or the one a concurrent sign-in created first. */
    async userForEmail(id: string, email: string, now: number): Promise<User> {
      await sql.query(
        'insert into users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing',
        [id, email, now],
      )
      const [row] = await sql.query<UserRow>('select id, email from users where email = $1', [
        email,
      ])
      if (!row) throw new Error('user not created')
      return { id: row.id, email: row.email }
    },
    async createUser(id: string, email: string | null, now: number): Promise<User> {
      await sql.query('insert into users (id, email, created_at) values ($1, $2, $3)', [
        id,
        email,
        now,
      ])
      return { id, email }
    },
    /** Changes the address unless another user has it; false then. */
    async setEmail(userId: string, email: string) {
      const rows = await sql.query(
        `update users set email = $2 where id = $1
           and not exists (select 1 from users other where other.email = $2 and other.id <> $1)
         returning id`,
        [userId, email],
      )
      return rows.length > 0
    },

    async identityUser(provider: string, subject: string) {
      const [row] = await sql.query<UserRow>(
        `select users.id, users.email from user_identities
           join users on users.id = user_identities.user_id
         where user_identities.provider = $1 and user_identities.subject = $2`,
        [provider, subject],
      )
      return user(row)
    },
    async addIdentity(provider: string, subject: string, userId: string, now: number) {
      await sql.query(
        `insert into user_identities (provider, subject, user_id, created_at) values ($1, $2, $3, $4)
         on conflict (provider, subject) do nothing`,
        [provider, subject, userId, now],
      )
    },

    async hasApprovedDevice(userId: string) {
      const rows = await sql.query('select 1 from devices where user_id = $1 limit 1', [userId])
      return rows.length > 0
    },
    async isDeviceApproved(userId: string, deviceHash: string) {
      const rows = await sql.query(
        'select 1 from devices where user_id = $1 and device_hash = $2',
        [userId, deviceHash],
      )
      return rows.length > 0
    },
    async approveDevice(userId: string, deviceHash: string, now: number) {
      await sql.query(
        `insert into devices (user_id, device_hash, approved_at) values ($1, $2, $3)
         on conflict (user_id, device_hash) do nothing`,
        [userId, deviceHash, now],
      )
    },

    async createSession(session: {
      id: string
      tokenHash: string
      userId: string
      deviceHash: string
      projectId: string
      createdAt: number
      expiresAt: number
    }) {
      await sql.query(
        `insert into auth_sessions (id, token_hash, user_id, device_hash, project_id, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          session.id,
          session.tokenHash,
          session.userId,
          session.deviceHash,
          session.projectId,
          session.createdAt,
          session.expiresAt,
        ],
      )
    },
    /** A live session (not revoked, not expired) and its user. */
    async session(tokenHash: string, now: number) {
      const [row] = await sql.query<{
        id: string
        user_id: string
        email: string | null
        device_hash: string
        project_id: string
      }>(
        `select auth_sessions.id, auth_sessions.user_id, users.email, auth_sessions.device_hash,
           auth_sessions.project_id
         from auth_sessions join users on users.id = auth_sessions.user_id
         where auth_sessions.token_hash = $1 and auth_sessions.revoked_at is null
           and auth_sessions.expires_at > $2`,
        [tokenHash, now],
        { name: 'auth-session-by-token' },
      )
      return row
        ? {
            id: row.id,
            userId: row.user_id,
            email: row.email,
            deviceHash: row.device_hash,
            projectId: row.project_id,
          }
        : undefined
    },
    async revokeSession(id: string, now: number) {
      await sql.query(
        'update auth_sessions set revoked_at = $2 where id = $1 and revoked_at is null',
        [id, now],
      )
    },
    /** Every live session of the user, on every device and project (sign-out everywhere); how many. */
    async revokeUserSessions(userId: string, now: number) {
      const revoked = await sql.query(
        'update auth_sessions set revoked_at = $2 where user_id = $1 and revoked_at is null returning id',
        [userId, now],
      )
      return revoked.length
    },
    /** Every live session of the user but `keptId`. */
    async revokeOtherSessions(userId: string, keptId: string, now: number) {
      await sql.query(
        `update auth_sessions set revoked_at = $3
         where user_id = $1 and id <> $2 and revoked_at is null`,
        [userId, keptId, now],
      )
    },

    /**
     * Within a transaction: waits for any other transaction holding `key`'s lock (the 30-s cooldown's check and
     * its send are one step, so two starts at once do not both pass it).
     */
    async lock(key: string) {
      await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`latch:auth:${key}`])
    },
    /** When a login code or device link last went to this address (the 30-s cooldown). */
    async lastLoginMailAt(email: string) {
      const [row] = await sql.query<{ last: string | null }>(
        `select greatest(
           (select max(sent_at) from otps where email = $1 and purpose = 'login'),
           (select max(device_approvals.created_at) from device_approvals
              join users on users.id = device_approvals.user_id where users.email = $1)
         ) as last`,
        [email],
      )
      return time(row?.last ?? null)
    },
    async lastOtpSentAt(userId: string, purpose: OtpPurpose) {
      const [row] = await sql.query<{ last: string | null }>(
        'select max(sent_at) as last from otps where user_id = $1 and purpose = $2',
        [userId, purpose],
      )
      return time(row?.last ?? null)
    },
    async insertOtp(otp: {
      id: string
      userId: string | null
      email: string
      purpose: OtpPurpose
      codeHash: string
      deviceHash: string | null
      newEmail: string | null
      sentAt: number
      expiresAt: number
    }) {
      await sql.query(
        `insert into otps (id, user_id, email, purpose, code_hash, device_hash, new_email, sent_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          otp.id,
          otp.userId,
          otp.email,
          otp.purpose,
          otp.codeHash,
          otp.deviceHash,
          otp.newEmail,
          otp.sentAt,
          otp.expiresAt,
        ],
      )
    },
    async deleteOtp(id: string) {
      await sql.query('delete from otps where id = $1', [id])
    },
    /** The code that counts: the last one sent for this login (address and device) or this user and purpose. */
    async latestOtp(
      key: { email: string; deviceHash: string } | { userId: string },
      purpose: OtpPurpose,
    ) {
      const [row] =
        'email' in key
          ? await sql.query<OtpRow>(
              `select id, code_hash, attempts, used_at, expires_at, new_email from otps
               where email = $1 and purpose = $2 and device_hash = $3
               order by sent_at desc, id limit 1`,
              [key.email, purpose, key.deviceHash],
            )
          : await sql.query<OtpRow>(
              `select id, code_hash, attempts, used_at, expires_at, new_email from otps
               where user_id = $1 and purpose = $2 order by sent_at desc, id limit 1`,
              [key.userId, purpose],
            )
      return row
        ? {
            id: row.id,
            codeHash: row.code_hash,
            attempts: row.attempts,
            usedAt: time(row.used_at),
            expiresAt: Number(row.expires_at),
            newEmail: row.new_email,
          }
        : undefined
    },
    /** Counts one try, atomically, if the code may still be tried; false when it may not. */
    async spendOtpAttempt(id: string, maxAttempts: number, now: number) {
      const rows = await sql.query(
        `update otps set attempts = attempts + 1
         where id = $1 and used_at is null and attempts < $2 and expires_at > $3 returning id`,
        [id, maxAttempts, now],
      )
      return rows.length > 0
    },
    /**
     * Counts one try against the account's wrong-code budget, atomically, unless `max` are counted since
     * `windowStart` (an older window starts again at one). The count after it, or the window's start when refused.
     */
    async spendOtpFailure(account: string, max: number, windowStart: number, now: number) {
      const [row] = await sql.query<{ failures: number; window_started_at: string }>(
        `insert into otp_failures (account, failures, window_started_at) values ($1, 1, $3)
         on conflict (account) do update set
           failures = case when otp_failures.window_started_at <= $4 then 1
             else otp_failures.failures + 1 end,
           window_started_at = case when otp_failures.window_started_at <= $4 then $3
             else otp_failures.window_started_at end
         where otp_failures.window_started_at <= $4 or otp_failures.failures < $2
         returning failures, window_started_at`,
        [account, max, now, windowStart],
      )
      if (row)
        return {
          allowed: true as const,
          failures: row.failures,
          since: Number(row.window_started_at),
        }
      const [spent] = await sql.query<{ window_started_at: string }>(
        'select window_started_at from otp_failures where account = $1',
        [account],
      )
      return { allowed: false as const, since: Number(spent?.window_started_at ?? now) }
    },
    /** A right code: the failures before it no longer count (the budget is of consecutive failures). */
    async clearOtpFailures(account: string) {
      await sql.query('delete from otp_failures where account = $1', [account])
    },
    /** Marks it used; false if another request used it first. */
    async useOtp(id: string, now: number) {
      const rows = await sql.query(
        'update otps set used_at = $2 where id = $1 and used_at is null returning id',
        [id, now],
      )
      return rows.length > 0
    },

    async insertDeviceApproval(approval: {
      tokenHash: string
      userId: string
      deviceHash: string
      createdAt: number
      expiresAt: number
    }) {
      await sql.query(
        `insert into device_approvals (token_hash, user_id, device_hash, created_at, expires_at)
         values ($1, $2, $3, $4, $5)`,
        [
          approval.tokenHash,
          approval.userId,
          approval.deviceHash,
          approval.createdAt,
          approval.expiresAt,
        ],
      )
    },
    async deleteDeviceApproval(tokenHash: string) {
      await sql.query('delete from device_approvals where token_hash = $1', [tokenHash])
    },
    async isDeviceApprovalLive(tokenHash: string, now: number) {
      const rows = await sql.query(
        `select 1 from device_approvals
         where token_hash = $1 and approved_at is null and expires_at > $2`,
        [tokenHash, now],
      )
      return rows.length > 0
    },
    /** Opens the link once, within its time; its user and device, or undefined. */
    async approveByToken(tokenHash: string, now: number) {
      const [row] = await sql.query<{ user_id: string; device_hash: string }>(
        `update device_approvals set approved_at = $2
         where token_hash = $1 and approved_at is null and expires_at > $2
         returning user_id, device_hash`,
        [tokenHash, now],
      )
      return row ? { userId: row.user_id, deviceHash: row.device_hash } : undefined
    },
    async latestDeviceApproval(userId: string, deviceHash: string) {
      const [row] = await sql.query<ApprovalRow>(
        `select token_hash, approved_at, otp_sent_at from device_approvals
         where user_id = $1 and device_hash = $2 order by created_at desc limit 1`,
        [userId, deviceHash],
      )
      return row
        ? {
            tokenHash: row.token_hash,
            approvedAt: time(row.approved_at),
            otpSentAt: time(row.otp_sent_at),
          }
        : undefined
    },
    /** The one request that may mail the code after an approval; false for the others. */
    async claimApprovalOtp(tokenHash: string, now: number) {
      const rows = await sql.query(
        `update device_approvals set otp_sent_at = $2
         where token_hash = $1 and approved_at is not null and otp_sent_at is null returning token_hash`,
        [tokenHash, now],
      )
      return rows.length > 0
    },
  }
}

export type AuthStore = ReturnType<typeof authStore>
