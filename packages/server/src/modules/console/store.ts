import type { Sql } from '../../platform/db/Database'

/** The operator of the one-time start token: the server's own operator, who reads its output. */
export const TOKEN_OPERATOR = 'token'

/** The console's tables (migration 021): owners, sessions, start tokens. Hashes only, never a token. */
export function consoleStore(sql: Sql) {
  return {
    /** A project's owner; a project without one (seeded, or written by hand) is the token operator's. */
    async ownerOf(projectId: string): Promise<string> {
      const [row] = await sql.query<{ operator: string }>(
        'select operator from console_owners where project_id = $1',
        [projectId],
      )
      return row?.operator ?? TOKEN_OPERATOR
    },
    async setOwner(projectId: string, operator: string) {
      await sql.query(
        `insert into console_owners (project_id, operator) values ($1, $2)
         on conflict (project_id) do update set operator = excluded.operator`,
        [projectId, operator],
      )
    },
    /** The ids of the projects `operator` owns (the token operator: also those without an owner). */
    async projectIdsOf(operator: string): Promise<string[]> {
      const rows = await sql.query<{ id: string }>(
        `select p.id from projects p left join console_owners o on o.project_id = p.id
          where coalesce(o.operator, $2) = $1 order by p.created_at, p.id`,
        [operator, TOKEN_OPERATOR],
      )
      return rows.map((row) => row.id)
    },
    async saveStartToken(tokenHash: string, createdAt: number) {
      await sql.query(
        'insert into console_start_tokens (token_hash, created_at) values ($1, $2) on conflict do nothing',
        [tokenHash, createdAt],
      )
    },
    /** Spends a start token: true once, the first time. */
    async spendStartToken(tokenHash: string): Promise<boolean> {
      const rows = await sql.query(
        'delete from console_start_tokens where token_hash = $1 returning 1',
        [tokenHash],
      )
      return rows.length === 1
    },
    async saveSession(tokenHash: string, operator: string, expiresAt: number) {
      await sql.query(
        'insert into console_sessions (token_hash, operator, expires_at) values ($1, $2, $3)',
        [tokenHash, operator, expiresAt],
      )
    },
    async sessionOperator(tokenHash: string, now: number): Promise<string | undefined> {
      const [row] = await sql.query<{ operator: string }>(
        'select operator from console_sessions where token_hash = $1 and expires_at > $2',
        [tokenHash, now],
      )
      return row?.operator
    },
    async deleteSession(tokenHash: string) {
      await sql.query('delete from console_sessions where token_hash = $1', [tokenHash])
    },
    async saveNonce(nonce: string, expiresAt: number) {
      await sql.query('insert into console_nonces (nonce, expires_at) values ($1, $2)', [
        nonce,
        expiresAt,
      ])
    },
    /** Spends a nonce: true once, before it expires. */
    async spendNonce(nonce: string, now: number): Promise<boolean> {
      const rows = await sql.query<{ expires_at: string | number }>(
        'delete from console_nonces where nonce = $1 returning expires_at',
        [nonce],
      )
      return rows.length === 1 && Number(rows[0]?.expires_at) > now
    },
    /** Deletes ended sessions and expired nonces. */
    async prune(now: number) {
      await sql.query('delete from console_sessions where expires_at <= $1', [now])
      await sql.query('delete from console_nonces where expires_at <= $1', [now])
    },
  }
}

export type ConsoleStore = ReturnType<typeof consoleStore>
