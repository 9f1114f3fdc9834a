import type { Sql } from '../../platform/db/Database'

/** A granted permission (ERC-7715), as its data says it: an ERC-20 allowance per period. */
export type SessionPermission = {
  type: 'erc20-token-periodic'
  data: {
    tokenAddress: string
    /** Hex quantity, in the token's smallest unit. */
    periodAmount: string
    /** Seconds; 0: one period until the expiry. */
    periodDuration: number
    justification?: string | undefined
  }
}

/** A session as the server keeps it (docs/smart-accounts.md, "Sessions"). */
export type SmartSession = {
  /** The permission context (pci). */
  id: string
  projectId: string
  userId: string
  caipNetworkId: string
  account: string
  owner: string
  signer: string
  permission: SessionPermission
  expiresAt: number
  createdAt: number
  revokedAt: number | null
}

type Row = {
  id: string
  project_id: string
  user_id: string
  caip_network_id: string
  account: string
  owner: string
  signer: string
  permission: SessionPermission | string
  expires_at: string
  created_at: string
  revoked_at: string | null
}

const columns = `id, project_id, user_id, caip_network_id, account, owner, signer, permission,
  expires_at::text, created_at::text, revoked_at::text`

const toSession = (row: Row): SmartSession => ({
  id: row.id,
  projectId: row.project_id,
  userId: row.user_id,
  caipNetworkId: row.caip_network_id,
  account: row.account,
  owner: row.owner,
  signer: row.signer,
  permission:
    typeof row.permission === 'string'
      ? (JSON.parse(row.permission) as SessionPermission)
      : row.permission,
  expiresAt: Number(row.expires_at),
  createdAt: Number(row.created_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
})

/**
 * The sessions list (PGlite and PostgreSQL alike). Every read names the project, and the account or the user:
 * another project's or user's sessions are never listed nor found.
 */
export function sessionsStore(sql: Sql) {
  return {
    async insert(session: Omit<SmartSession, 'revokedAt'>) {
      await sql.query(
        `insert into smart_sessions
           (id, project_id, user_id, caip_network_id, account, owner, signer, permission, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          session.id,
          session.projectId,
          session.userId,
          session.caipNetworkId,
          session.account.toLowerCase(),
          session.owner.toLowerCase(),
          session.signer.toLowerCase(),
          JSON.stringify(session.permission),
          session.expiresAt,
          session.createdAt,
        ],
      )
    },

    /** The project's sessions of one account on one chain, newest first. */
    async ofAccount(projectId: string, caipNetworkId: string, account: string) {
      const rows = await sql.query<Row>(
        `select ${columns} from smart_sessions
         where project_id = $1 and caip_network_id = $2 and account = $3
         order by created_at desc, id limit 100`,
        [projectId, caipNetworkId, account.toLowerCase()],
      )
      return rows.map(toSession)
    },

    /** One of the project's sessions by its pci, if `userId` granted it. */
    async findOfUser(projectId: string, id: string, userId: string) {
      const [row] = await sql.query<Row>(
        `select ${columns} from smart_sessions where id = $1 and project_id = $2 and user_id = $3`,
        [id, projectId, userId],
      )
      return row ? toSession(row) : undefined
    },

    /** One of the project's sessions by its pci, if it is `account`'s on that chain. */
    async findOfAccount(projectId: string, id: string, caipNetworkId: string, account: string) {
      const [row] = await sql.query<Row>(
        `select ${columns} from smart_sessions
         where id = $1 and project_id = $2 and caip_network_id = $3 and account = $4`,
        [id, projectId, caipNetworkId, account.toLowerCase()],
      )
      return row ? toSession(row) : undefined
    },

    /** Marks it revoked (once: a second revoke keeps the first time); the time it holds. */
    async markRevoked(id: string, at: number) {
      const [row] = await sql.query<{ revoked_at: string }>(
        `update smart_sessions set revoked_at = coalesce(revoked_at, $2) where id = $1
         returning revoked_at::text`,
        [id, at],
      )
      return row ? Number(row.revoked_at) : undefined
    },
  }
}

export type SessionsStore = ReturnType<typeof sessionsStore>
