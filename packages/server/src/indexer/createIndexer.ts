import type { Block, Hex, Transaction } from 'viem'
import type { ServedChain } from '../chains/createChainRegistry'
import type { Database, Sql } from '../db/Database'
import { readTokenMetadata } from './readTokenMetadata'
import { type DecodedTransfer, decodeTransferLog, transferTopics } from './transferEvents'

export type IndexStep = 'indexed' | 'rolledBack' | 'idle'

type Cursor = { number: bigint; hash: string }

/**
 * Follows one chain block by block and records native and token transfers per address. Each block is written
 * in one transaction together with the cursor, so a crash leaves no gap and no duplicate, and re-running a
 * block changes nothing. A block whose parent hash differs from the recorded one means a reorg: recorded blocks
 * are rolled back until the chain and the records agree again. Only the instance holding the chain's advisory
 * lock indexes; the others retry and take over when the holder dies.
 */
export function createIndexer(parameters: {
  db: Database
  chain: ServedChain
  pollMs: number
  onError?: (error: unknown) => void
}) {
  const { db, chain } = parameters
  const chainId = chain.caipNetworkId
  const knownTokens = new Set<string>()
  let running = false
  let loop: Promise<void> | undefined
  let wake: (() => void) | undefined

  async function readCursor(sql: Sql = db): Promise<Cursor | undefined> {
    const [row] = await sql.query<{ block_number: string; block_hash: string }>(
      'select block_number::text, block_hash from index_cursors where chain_id = $1',
      [chainId],
    )
    return row ? { number: BigInt(row.block_number), hash: row.block_hash } : undefined
  }

  /**
   * Rolls recorded blocks back from `cursor.number` (a reorg: one block; a chain that became shorter, such as a
   * restarted dev chain: everything above its head), moving the cursor to the block below.
   */
  async function rollBack(cursor: Cursor) {
    await db.transaction(async (sql) => {
      const from = [chainId, cursor.number.toString()]
      await sql.query('delete from transfers where chain_id = $1 and block_number >= $2', from)
      await sql.query(
        'delete from address_activity where chain_id = $1 and block_number >= $2',
        from,
      )
      await sql.query('delete from blocks where chain_id = $1 and number >= $2', from)
      const [parent] = await sql.query<{ hash: string }>(
        'select hash from blocks where chain_id = $1 and number = $2',
        [chainId, (cursor.number - 1n).toString()],
      )
      if (parent)
        await sql.query(
          'update index_cursors set block_number = $2, block_hash = $3 where chain_id = $1',
          [chainId, (cursor.number - 1n).toString(), parent.hash],
        )
      else await sql.query('delete from index_cursors where chain_id = $1', [chainId])
    })
  }

  async function ensureTokens(transfers: DecodedTransfer[]) {
    const fresh = new Map<string, DecodedTransfer['standard']>()
    for (const transfer of transfers)
      if (!knownTokens.has(transfer.token)) fresh.set(transfer.token, transfer.standard)
    for (const [address, standard] of fresh) {
      const [row] = await db.query('select 1 from tokens where chain_id = $1 and address = $2', [
        chainId,
        address,
      ])
      if (!row) {
        const metadata = await readTokenMetadata(chain.client, address as Hex, standard)
        await db.query(
          `insert into tokens (chain_id, address, standard, name, symbol, decimals) values ($1, $2, $3, $4, $5, $6)
           on conflict do nothing`,
          [chainId, address, standard, metadata.name, metadata.symbol, metadata.decimals],
        )
      }
      knownTokens.add(address)
    }
  }

  /** Indexes the next block if there is one. */
  async function step(): Promise<IndexStep> {
    const cursor = await readCursor()
    const next = cursor ? cursor.number + 1n : 0n
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    if (cursor && head < cursor.number) {
      // The chain is shorter than what was recorded: drop everything above its head in one go.
      await rollBack({ number: head + 1n, hash: '' })
      return 'rolledBack'
    }
    if (next > head) {
      // The head may have been replaced at the same height (a reorg without growth).
      if (cursor && head === cursor.number) {
        const block = await chain.client.getBlock({ blockNumber: head })
        if (block.hash !== cursor.hash) {
          await rollBack(cursor)
          return 'rolledBack'
        }
      }
      return 'idle'
    }
    const block = await chain.client.getBlock({ blockNumber: next, includeTransactions: true })
    if (cursor && block.parentHash !== cursor.hash) {
      await rollBack(cursor)
      return 'rolledBack'
    }
    // All of the block's logs by its hash (so a reorg in between cannot mix blocks); decoded by hand.
    const logs = await chain.client.getLogs({ blockHash: block.hash as Hex })
    const tokenTransfers = logs
      .filter((log) => transferTopics.includes(log.topics[0] as (typeof transferTopics)[number]))
      .flatMap(decodeTransferLog)
    const valueTransactions = (block.transactions as Transaction[]).filter(
      (transaction) => transaction.value > 0n && transaction.to,
    )
    const statuses = new Map<string, 'confirmed' | 'failed'>()
    await Promise.all(
      valueTransactions.map(async (transaction) => {
        const receipt = await chain.client.getTransactionReceipt({ hash: transaction.hash })
        statuses.set(transaction.hash, receipt.status === 'success' ? 'confirmed' : 'failed')
      }),
    )
    await ensureTokens(tokenTransfers)
    const transactions = new Map(
      (block.transactions as Transaction[]).map((transaction) => [transaction.hash, transaction]),
    )
    await db.transaction((sql) =>
      record(sql, block as Block, valueTransactions, statuses, tokenTransfers, transactions),
    )
    return 'indexed'
  }

  async function record(
    sql: Sql,
    block: Block,
    valueTransactions: Transaction[],
    statuses: Map<string, 'confirmed' | 'failed'>,
    tokenTransfers: DecodedTransfer[],
    transactions: Map<string, Transaction>,
  ) {
    const number = (block.number as bigint).toString()
    const rows: unknown[][] = [
      ...valueTransactions.map((transaction) => [
        transaction.transactionIndex ?? 0,
        transaction.hash,
        -1,
        0,
        transaction.from.toLowerCase(),
        (transaction.to as string).toLowerCase(),
        'native',
        null,
        null,
        transaction.value.toString(),
        statuses.get(transaction.hash) ?? 'confirmed',
      ]),
      ...tokenTransfers.map((transfer) => [
        transactions.get(transfer.txHash)?.transactionIndex ?? 0,
        transfer.txHash,
        transfer.logIndex,
        transfer.batchIndex,
        transfer.from,
        transfer.to,
        transfer.standard,
        transfer.token,
        transfer.tokenId?.toString() ?? null,
        transfer.amount.toString(),
        'confirmed',
      ]),
    ]
    await sql.query(
      `insert into blocks (chain_id, number, hash, parent_hash, timestamp) values ($1, $2, $3, $4, $5)
       on conflict (chain_id, number) do update set hash = excluded.hash, parent_hash = excluded.parent_hash,
         timestamp = excluded.timestamp`,
      [chainId, number, block.hash, block.parentHash, block.timestamp.toString()],
    )
    for (const row of rows) {
      await sql.query(
        `insert into transfers (chain_id, block_number, tx_index, tx_hash, log_index, batch_index, from_address,
           to_address, standard, token_address, token_id, amount, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict do nothing`,
        [chainId, number, ...row],
      )
      const [index, hash, , , from, to] = row as [number, string, number, number, string, string]
      const transaction = transactions.get(hash)
      for (const address of new Set([from, to]))
        await sql.query(
          `insert into address_activity (chain_id, address, block_number, tx_index, tx_hash, tx_from, tx_to, nonce)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
          [
            chainId,
            address,
            number,
            index,
            hash,
            transaction?.from.toLowerCase() ?? from,
            transaction?.to?.toLowerCase() ?? null,
            transaction?.nonce ?? 0,
          ],
        )
    }
    await sql.query(
      `insert into index_cursors (chain_id, block_number, block_hash) values ($1, $2, $3)
       on conflict (chain_id) do update set block_number = excluded.block_number, block_hash = excluded.block_hash`,
      [chainId, number, block.hash],
    )
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  async function run() {
    while (running) {
      const lock = await db.tryAdvisoryLock(`latch:indexer:${chainId}`).catch((error) => {
        parameters.onError?.(error)
        return undefined
      })
      if (!lock) {
        await sleep(parameters.pollMs * 4)
        continue
      }
      try {
        while (running) {
          const result = await step().catch((error) => {
            parameters.onError?.(error)
            return 'error' as const
          })
          if (result === 'idle' || result === 'error') await sleep(parameters.pollMs)
        }
      } finally {
        await lock.release()
      }
    }
  }

  return {
    chainId,
    step,
    readCursor: () => readCursor(),
    /** Indexes until the recorded head reaches `blockNumber` (tests, benchmarks). */
    async catchUp(blockNumber: bigint) {
      for (;;) {
        const cursor = await readCursor()
        if (cursor && cursor.number >= blockNumber) return
        await step()
      }
    },
    start() {
      if (running) return
      running = true
      loop = run()
    },
    async stop() {
      running = false
      wake?.()
      await loop
    },
  }
}

export type Indexer = ReturnType<typeof createIndexer>
