import type { Sql } from '../../platform/db/Database'
import type { HistoryCursor } from './historyCursor'

export type ActivityRow = {
  block_number: string
  tx_index: number
  tx_hash: string
  tx_from: string
  tx_to: string | null
  nonce: string
  timestamp: string
  transfers: TransferRow[]
}
export type TransferRow = {
  tx_hash: string
  log_index: number
  from_address: string
  to_address: string
  standard: 'native' | 'erc20' | 'erc721' | 'erc1155'
  token_address: string | null
  token_id: string | null
  amount: string
  status: 'confirmed' | 'failed'
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** Transactions a page that leaves spam out looks at, at most. */
export const SPAM_SCAN = 1_000

/** The activity index, read newest first. */
export function historyStore(sql: Sql) {
  return {
    /**
     * Up to `limit` transactions of `account` before `cursor`, each with its transfers as JSON: one round trip,
     * a keyset range scan on the activity index (a separate statement per case, so no optional bound spoils
     * the plan). Leaving spam out looks at the next SPAM_SCAN transactions only, so an account flooded with
     * spam costs no more than that per page (the service then pages on from the last one looked at).
     */
    page(
      caipNetworkId: string,
      account: string,
      cursor: HistoryCursor | undefined,
      limit: number,
      /** Listed token contracts: a transaction is left out when it is spam by isSpamTransfer's rule. */
      hideSpamUnless?: readonly string[],
    ) {
      const bound = cursor ? 'and (a.block_number, a.tx_index) < ($3::bigint, $4::int)' : ''
      const listed = cursor ? '$5' : '$3'
      // Kept: what the account sent, or a transaction with one of its transfers native or of a listed token.
      const notSpam = hideSpamUnless
        ? `and (a.tx_from = $2 or exists (
             select 1 from transfers s where s.chain_id = $1 and s.tx_hash = a.tx_hash
               and (s.from_address = $2 or s.to_address = $2)
               and (s.standard = 'native' or s.token_address = any(${listed}::text[]))))`
        : ''
      return sql.query<ActivityRow>(
        `with page as (
           select a.block_number, a.tx_index, a.tx_hash, a.tx_from, a.tx_to, a.nonce
           from ${
             hideSpamUnless
               ? `(select * from address_activity a where a.chain_id = $1 and a.address = $2 ${bound}
                   order by a.block_number desc, a.tx_index desc limit ${SPAM_SCAN}) a`
               : 'address_activity a'
           }
           where a.chain_id = $1 and a.address = $2 ${bound} ${notSpam}
           order by a.block_number desc, a.tx_index desc
           limit ${Number(limit)}
         )
         select p.block_number::text as block_number, p.tx_index, p.tx_hash, p.tx_from, p.tx_to,
           p.nonce::text as nonce, b.timestamp::text as timestamp,
           coalesce(json_agg(json_build_object(
             'tx_hash', t.tx_hash, 'log_index', t.log_index, 'from_address', t.from_address,
             'to_address', t.to_address, 'standard', t.standard, 'token_address', t.token_address,
             'token_id', t.token_id::text, 'amount', t.amount::text, 'status', t.status,
             'name', k.name, 'symbol', k.symbol, 'decimals', k.decimals
           ) order by t.log_index, t.batch_index) filter (where t.tx_hash is not null), '[]') as transfers
         from page p
         join blocks b on b.chain_id = $1 and b.number = p.block_number
         left join transfers t on t.chain_id = $1 and t.tx_hash = p.tx_hash
           and (t.from_address = $2 or t.to_address = $2)
         left join tokens k on k.chain_id = $1 and k.address = t.token_address
         group by p.block_number, p.tx_index, p.tx_hash, p.tx_from, p.tx_to, p.nonce, b.timestamp
         order by p.block_number desc, p.tx_index desc`,
        [
          caipNetworkId,
          account,
          ...(cursor ? [cursor.block.toString(), cursor.txIndex] : []),
          ...(hideSpamUnless ? [hideSpamUnless] : []),
        ],
        {
          name: `history-${cursor ? 'after-cursor' : 'first-page'}-${hideSpamUnless ? 'no-spam' : 'all'}-${limit}`,
        },
      )
    },

    /** The SPAM_SCAN-th transaction of `account` before `cursor`: where a page that left spam out stopped looking. */
    async scanEnd(caipNetworkId: string, account: string, cursor: HistoryCursor | undefined) {
      const bound = cursor ? 'and (a.block_number, a.tx_index) < ($3::bigint, $4::int)' : ''
      const [row] = await sql.query<{ block_number: string; tx_index: number }>(
        `select a.block_number::text as block_number, a.tx_index from address_activity a
         where a.chain_id = $1 and a.address = $2 ${bound}
         order by a.block_number desc, a.tx_index desc offset ${SPAM_SCAN - 1} limit 1`,
        cursor
          ? [caipNetworkId, account, cursor.block.toString(), cursor.txIndex]
          : [caipNetworkId, account],
      )
      return row ? { block: BigInt(row.block_number), txIndex: row.tx_index } : undefined
    },
  }
}

export type HistoryStore = ReturnType<typeof historyStore>
