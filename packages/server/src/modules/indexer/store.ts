import type { Session, Sql } from '../../platform/db/Database'

export type Cursor = { number: bigint; hash: string }

export type BlockRecord = {
  number: bigint
  hash: string
  parentHash: string
  timestamp: bigint
}

/** One transfer row and the transaction it belongs to (for the per-address activity index). */
export type TransferRecord = {
  txIndex: number
  txHash: string
  logIndex: number
  batchIndex: number
  from: string
  to: string
  standard: 'native' | 'erc20' | 'erc721' | 'erc1155'
  token: string | null
  tokenId: bigint | null
  amount: bigint
  status: 'confirmed' | 'failed'
  txFrom: string
  txTo: string | null
  nonce: number
}

/** A log the indexer could not decode, kept with its reason. */
export type SkippedLog = { txHash: string; logIndex: number; reason: string }

export type TokenRecord = {
  address: string
  standard: 'erc20' | 'erc721' | 'erc1155'
  name: string | null
  symbol: string | null
  decimals: number | null
}

/**
 * The indexer's tables: blocks, the cursor, tokens, transfers and the per-address activity index. `db` is the
 * pool, or the connection that holds the chain's lock (createIndexer writes through that one only).
 */
export function indexerStore(db: Session, chainId: string) {
  async function readCursor(sql: Sql = db): Promise<Cursor | undefined> {
    const [row] = await sql.query<{ block_number: string; block_hash: string }>(
      'select block_number::text, block_hash from index_cursors where chain_id = $1',
      [chainId],
    )
    return row ? { number: BigInt(row.block_number), hash: row.block_hash } : undefined
  }

  return {
    readCursor: () => readCursor(),

    /** Drops every record from block `from` up and moves the cursor to the block below, in one transaction. */
    rollBack: (from: bigint) =>
      db.transaction(async (sql) => {
        const bound = [chainId, from.toString()]
        await sql.query('delete from transfers where chain_id = $1 and block_number >= $2', bound)
        await sql.query(
          'delete from address_activity where chain_id = $1 and block_number >= $2',
          bound,
        )
        await sql.query(
          'delete from skipped_logs where chain_id = $1 and block_number >= $2',
          bound,
        )
        await sql.query('delete from blocks where chain_id = $1 and number >= $2', bound)
        const [parent] = await sql.query<{ hash: string }>(
          'select hash from blocks where chain_id = $1 and number = $2',
          [chainId, (from - 1n).toString()],
        )
        if (parent)
          await sql.query(
            'update index_cursors set block_number = $2, block_hash = $3 where chain_id = $1',
            [chainId, (from - 1n).toString(), parent.hash],
          )
        else await sql.query('delete from index_cursors where chain_id = $1', [chainId])
      }),

    skippedLogs: () =>
      db.query<{ tx_hash: string; log_index: number; reason: string }>(
        'select tx_hash, log_index, reason from skipped_logs where chain_id = $1 order by block_number, log_index',
        [chainId],
      ),

    async hasToken(address: string) {
      const rows = await db.query('select 1 from tokens where chain_id = $1 and address = $2', [
        chainId,
        address,
      ])
      return rows.length > 0
    },

    async saveToken(token: TokenRecord) {
      await db.query(
        `insert into tokens (chain_id, address, standard, name, symbol, decimals) values ($1, $2, $3, $4, $5, $6)
         on conflict do nothing`,
        [chainId, token.address, token.standard, token.name, token.symbol, token.decimals],
      )
    },

    /** A block, its transfers, their activity rows, its skipped logs and the cursor: all of it or none. */
    recordBlock: (
      block: BlockRecord,
      transfers: readonly TransferRecord[],
      skipped: readonly SkippedLog[] = [],
    ) =>
      db.transaction(async (sql) => {
        const number = block.number.toString()
        await sql.query(
          `insert into blocks (chain_id, number, hash, parent_hash, timestamp) values ($1, $2, $3, $4, $5)
           on conflict (chain_id, number) do update set hash = excluded.hash, parent_hash = excluded.parent_hash,
             timestamp = excluded.timestamp`,
          [chainId, number, block.hash, block.parentHash, block.timestamp.toString()],
        )
        for (const transfer of transfers) {
          await sql.query(
            `insert into transfers (chain_id, block_number, tx_index, tx_hash, log_index, batch_index, from_address,
               to_address, standard, token_address, token_id, amount, status)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict do nothing`,
            [
              chainId,
              number,
              transfer.txIndex,
              transfer.txHash,
              transfer.logIndex,
              transfer.batchIndex,
              transfer.from,
              transfer.to,
              transfer.standard,
              transfer.token,
              transfer.tokenId?.toString() ?? null,
              transfer.amount.toString(),
              transfer.status,
            ],
          )
          for (const address of new Set([transfer.from, transfer.to]))
            await sql.query(
              `insert into address_activity (chain_id, address, block_number, tx_index, tx_hash, tx_from, tx_to, nonce)
               values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
              [
                chainId,
                address,
                number,
                transfer.txIndex,
                transfer.txHash,
                transfer.txFrom,
                transfer.txTo,
                transfer.nonce,
              ],
            )
        }
        for (const log of skipped)
          await sql.query(
            `insert into skipped_logs (chain_id, block_number, tx_hash, log_index, reason)
             values ($1, $2, $3, $4, $5) on conflict do nothing`,
            [chainId, number, log.txHash, log.logIndex, log.reason],
          )
        await sql.query(
          `insert into index_cursors (chain_id, block_number, block_hash) values ($1, $2, $3)
           on conflict (chain_id) do update set block_number = excluded.block_number, block_hash = excluded.block_hash`,
          [chainId, number, block.hash],
        )
      }),
  }
}

export type IndexerStore = ReturnType<typeof indexerStore>
