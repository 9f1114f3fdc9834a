import type { Sql } from '../../platform/db/Database'
import type { PaymasterPolicy } from './PaymasterPolicy'

/** A signed sponsorship, as recorded. */
export type PaymasterSpend = {
  projectId: string
  chainId: number
  sender: string
  nonce: bigint
  userOpHash: string
  maxCostWei: bigint
  createdAt: number
}

type PolicyRow = {
  project_id: string
  enabled: boolean
  project_daily_budget_wei: string
  user_daily_budget_wei: string
  allowed_targets: string[] | null
}

type SpendRow = {
  project_id: string
  chain_id: string
  sender: string
  nonce: string
  user_op_hash: string
  max_cost_wei: string
  created_at: string
}

const toSpend = (row: SpendRow): PaymasterSpend => ({
  projectId: row.project_id,
  chainId: Number(row.chain_id),
  sender: row.sender,
  nonce: BigInt(row.nonce),
  userOpHash: row.user_op_hash,
  maxCostWei: BigInt(row.max_cost_wei),
  createdAt: Number(row.created_at),
})

/** Policies and the spending they are checked against (PGlite and PostgreSQL alike). */
export function paymasterStore(sql: Sql) {
  return {
    async policy(projectId: string): Promise<PaymasterPolicy | undefined> {
      const [row] = await sql.query<PolicyRow>(
        `select project_id, enabled, project_daily_budget_wei::text, user_daily_budget_wei::text, allowed_targets
         from paymaster_policies where project_id = $1`,
        [projectId],
      )
      if (!row) return undefined
      return {
        projectId: row.project_id,
        enabled: row.enabled,
        projectDailyBudgetWei: BigInt(row.project_daily_budget_wei),
        userDailyBudgetWei: BigInt(row.user_daily_budget_wei),
        allowedTargets: row.allowed_targets,
      }
    },

    async savePolicy(policy: PaymasterPolicy) {
      await sql.query(
        `insert into paymaster_policies
           (project_id, enabled, project_daily_budget_wei, user_daily_budget_wei, allowed_targets)
         values ($1, $2, $3, $4, $5)
         on conflict (project_id) do update set enabled = excluded.enabled,
           project_daily_budget_wei = excluded.project_daily_budget_wei,
           user_daily_budget_wei = excluded.user_daily_budget_wei,
           allowed_targets = excluded.allowed_targets`,
        [
          policy.projectId,
          policy.enabled,
          policy.projectDailyBudgetWei.toString(),
          policy.userDailyBudgetWei.toString(),
          policy.allowedTargets?.map((target) => target.toLowerCase()) ?? null,
        ],
      )
    },

    /**
     * What a project, and one sender under it, spent after `since`, leaving out the operation being signed
     * (asking again for the same one replaces its row).
     */
    async spentSince(
      projectId: string,
      sender: string,
      since: number,
      except: { chainId: number; nonce: bigint },
    ) {
      const [row] = await sql.query<{ project: string; user: string }>(
        `select coalesce(sum(max_cost_wei), 0)::text as project,
                coalesce(sum(max_cost_wei) filter (where sender = $2), 0)::text as user
         from paymaster_spends
         where project_id = $1 and created_at > $3
           and not (chain_id = $4 and sender = $2 and nonce = $5)`,
        [projectId, sender.toLowerCase(), since, except.chainId, except.nonce.toString()],
      )
      return { project: BigInt(row?.project ?? 0), user: BigInt(row?.user ?? 0) }
    },

    async record(spend: PaymasterSpend) {
      await sql.query(
        `insert into paymaster_spends
           (project_id, chain_id, sender, nonce, user_op_hash, max_cost_wei, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (chain_id, sender, nonce) do update set project_id = excluded.project_id,
           user_op_hash = excluded.user_op_hash, max_cost_wei = excluded.max_cost_wei,
           created_at = excluded.created_at`,
        [
          spend.projectId,
          spend.chainId,
          spend.sender.toLowerCase(),
          spend.nonce.toString(),
          spend.userOpHash,
          spend.maxCostWei.toString(),
          spend.createdAt,
        ],
      )
    },

    /** A project's sponsorships of one sender, newest first. */
    async spendsOf(projectId: string, sender: string, limit = 50): Promise<PaymasterSpend[]> {
      const rows = await sql.query<SpendRow>(
        `select project_id, chain_id::text, sender, nonce::text, user_op_hash, max_cost_wei::text,
                created_at::text
         from paymaster_spends where project_id = $1 and sender = $2
         order by created_at desc limit $3`,
        [projectId, sender.toLowerCase(), limit],
      )
      return rows.map(toSpend)
    },
  }
}

export type PaymasterStore = ReturnType<typeof paymasterStore>
