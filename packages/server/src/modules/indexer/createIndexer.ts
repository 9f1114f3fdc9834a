import type { Block, Hex, Transaction } from 'viem'
import type { ServedChain } from '../../platform/chains/createChainRegistry'
import type { Database } from '../../platform/db/Database'
import type { ErrorDescriber } from '../../platform/log/errorDescriber'
import { readTokenMetadata } from './readTokenMetadata'
import {
  type Cursor,
  type IndexerStore,
  indexerStore,
  type SkippedLog,
  type TransferRecord,
} from './store'
import { type DecodedTransfer, decodeTransferLog, transferTopics } from './transferEvents'

export type IndexStep = 'indexed' | 'rolledBack' | 'idle'

/** Where the logs go (pino's shape; the server passes its logger). */
export type IndexerLog = {
  warn(details: object, message: string): void
  info(details: object, message: string): void
}

export type IndexerStatus = {
  caipNetworkId: string
  /** `indexing`: this instance holds the chain's lock; `standby`: another instance does. */
  role: 'indexing' | 'standby' | 'stopped'
  head: number | null
  indexed: number | null
  /** Blocks between the chain's head and the last recorded block. */
  lag: number | null
  behind: boolean
  /** The last step failed (the message is redacted); cleared by the next success. */
  error: string | null
}

/** More blocks than this between head and records: the indexer is behind (health, one log line). */
export const BEHIND_BLOCKS = 20
/** Failed steps are retried after pollMs, doubling up to this. */
const MAX_BACKOFF_MS = 30_000
/** The same error is logged again at most this often (with how often it repeated). */
const REPEAT_LOG_MS = 60_000

/**
 * Follows one chain block by block and records native and token transfers per address. Each block is written
 * in one transaction together with the cursor, so a crash leaves no gap and no duplicate, and re-running a
 * block changes nothing. A block whose parent hash differs from the recorded one means a reorg: recorded blocks
 * are rolled back until the chain and the records agree again. Chain data is untrusted: a log that does not
 * decode is recorded as skipped and token text is cleaned, so no transaction can stop the chain's indexing.
 * Only the instance holding the chain's advisory lock indexes; the others retry and take over when the holder
 * dies. Failures back off and are logged once per kind (redacted), as is falling behind the head.
 */
export function createIndexer(parameters: {
  db: Database
  chain: ServedChain
  pollMs: number
  log?: IndexerLog
  describeError?: ErrorDescriber['describe']
}) {
  const { db, chain } = parameters
  const chainId = chain.caipNetworkId
  const describe =
    parameters.describeError ??
    ((error: unknown) => ({ type: 'Error', message: String((error as Error)?.message ?? error) }))
  const knownTokens = new Set<string>()
  /** Through the pool: for tests and benchmarks that drive `step` themselves, and for reading the cursor. */
  const poolStore = indexerStore(db, chainId)
  let running = false
  let loop: Promise<void> | undefined
  let wake: (() => void) | undefined
  const state = {
    role: 'stopped' as IndexerStatus['role'],
    head: null as bigint | null,
    indexed: null as bigint | null,
    behind: false,
    error: null as string | null,
    failures: 0,
    lastLogged: { message: '', at: 0, repeats: 0 },
  }

  /**
   * Rolls recorded blocks back from `cursor.number` (a reorg: one block; a chain that became shorter, such as a
   * restarted dev chain: everything above its head), moving the cursor to the block below.
   */
  const rollBack = (store: IndexerStore, cursor: Cursor) => store.rollBack(cursor.number)

  async function ensureTokens(store: IndexerStore, transfers: DecodedTransfer[]) {
    const fresh = new Map<string, DecodedTransfer['standard']>()
    for (const transfer of transfers)
      if (!knownTokens.has(transfer.token)) fresh.set(transfer.token, transfer.standard)
    for (const [address, standard] of fresh) {
      if (!(await store.hasToken(address))) {
        const metadata = await readTokenMetadata(chain.client, address as Hex, standard)
        await store.saveToken({ address, standard, ...metadata })
      }
      knownTokens.add(address)
    }
  }

  /** Indexes the next block if there is one, reading and writing through `store`. */
  async function step(store: IndexerStore = poolStore): Promise<IndexStep> {
    const cursor = await store.readCursor()
    const next = cursor ? cursor.number + 1n : 0n
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    state.head = head
    state.indexed = cursor?.number ?? null
    if (cursor && head < cursor.number) {
      // The chain is shorter than what was recorded: drop everything above its head in one go.
      await rollBack(store, { number: head + 1n, hash: '' })
      return 'rolledBack'
    }
    if (next > head) {
      // The head may have been replaced at the same height (a reorg without growth).
      if (cursor && head === cursor.number) {
        const block = await chain.client.getBlock({ blockNumber: head })
        if (block.hash !== cursor.hash) {
          await rollBack(store, cursor)
          return 'rolledBack'
        }
      }
      return 'idle'
    }
    const block = await chain.client.getBlock({ blockNumber: next, includeTransactions: true })
    if (cursor && block.parentHash !== cursor.hash) {
      await rollBack(store, cursor)
      return 'rolledBack'
    }
    // All of the block's logs by its hash (so a reorg in between cannot mix blocks).
    const logs = await chain.client.getLogs({ blockHash: block.hash as Hex })
    const tokenTransfers: DecodedTransfer[] = []
    const skipped: SkippedLog[] = []
    for (const log of logs) {
      if (!transferTopics.includes(log.topics[0] as (typeof transferTopics)[number])) continue
      const decoded = decodeTransferLog(log)
      if ('transfers' in decoded) tokenTransfers.push(...decoded.transfers)
      else if (log.transactionHash && log.logIndex !== null)
        skipped.push({
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          reason: decoded.skipped,
        })
    }
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
    await ensureTokens(store, tokenTransfers)
    const transactions = new Map<string, Transaction>(
      (block.transactions as Transaction[]).map((transaction) => [transaction.hash, transaction]),
    )
    const ofTransaction = (hash: string, from: string) => {
      const transaction = transactions.get(hash)
      return {
        txIndex: transaction?.transactionIndex ?? 0,
        txFrom: transaction?.from.toLowerCase() ?? from,
        txTo: transaction?.to?.toLowerCase() ?? null,
        nonce: transaction?.nonce ?? 0,
      }
    }
    const records: TransferRecord[] = [
      ...valueTransactions.map((transaction) => ({
        ...ofTransaction(transaction.hash, transaction.from.toLowerCase()),
        txHash: transaction.hash,
        logIndex: -1,
        batchIndex: 0,
        from: transaction.from.toLowerCase(),
        to: (transaction.to as string).toLowerCase(),
        standard: 'native' as const,
        token: null,
        tokenId: null,
        amount: transaction.value,
        status: statuses.get(transaction.hash) ?? 'confirmed',
      })),
      ...tokenTransfers.map((transfer) => ({
        ...ofTransaction(transfer.txHash, transfer.from),
        txHash: transfer.txHash,
        logIndex: transfer.logIndex,
        batchIndex: transfer.batchIndex,
        from: transfer.from,
        to: transfer.to,
        standard: transfer.standard,
        token: transfer.token,
        tokenId: transfer.tokenId,
        amount: transfer.amount,
        status: 'confirmed' as const,
      })),
    ]
    const recorded = block as Block
    await store.recordBlock(
      {
        number: recorded.number as bigint,
        hash: recorded.hash as string,
        parentHash: recorded.parentHash,
        timestamp: recorded.timestamp,
      },
      records,
      skipped,
    )
    state.indexed = recorded.number as bigint
    return 'indexed'
  }

  /** Logs a failure the first time, then again only when it changes or once a minute with its count. */
  function failed(error: unknown) {
    const described = describe(error)
    state.error = described.message
    state.failures++
    const now = Date.now()
    const last = state.lastLogged
    if (described.message === last.message && now - last.at < REPEAT_LOG_MS) {
      last.repeats++
      return
    }
    parameters.log?.warn(
      {
        chain: chainId,
        error: described,
        repeats: last.message === described.message ? last.repeats : 0,
      },
      'indexer step failed',
    )
    state.lastLogged = { message: described.message, at: now, repeats: 0 }
  }

  function succeeded() {
    if (state.failures > 0)
      parameters.log?.info({ chain: chainId, failures: state.failures }, 'indexer recovered')
    state.error = null
    state.failures = 0
    state.lastLogged = { message: '', at: 0, repeats: 0 }
    const lag = state.head !== null && state.indexed !== null ? state.head - state.indexed : null
    const behind = lag !== null && lag > BEHIND_BLOCKS
    if (behind !== state.behind)
      parameters.log?.[behind ? 'warn' : 'info'](
        { chain: chainId, head: Number(state.head), indexed: Number(state.indexed) },
        behind ? 'indexer is behind the chain head' : 'indexer caught up with the chain head',
      )
    state.behind = behind
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
        failed(error)
        return undefined
      })
      if (!lock) {
        state.role = 'standby'
        await sleep(parameters.pollMs * 4)
        continue
      }
      state.role = 'indexing'
      // Every read and write goes through the lock's own connection: once it is lost (a database restart),
      // so is the lock, and nothing can be written without it. The loop lets go and takes the lock again.
      const store = indexerStore(lock.session, chainId)
      let lost = false
      void lock.lost.then(() => {
        lost = true
        wake?.()
      })
      try {
        while (running && !lost) {
          const result = await step(store).catch((error: unknown) => {
            failed(error)
            return 'error' as const
          })
          if (lost) break
          if (result !== 'error') succeeded()
          if (result === 'error')
            await sleep(
              Math.min(parameters.pollMs * 2 ** Math.min(state.failures, 16), MAX_BACKOFF_MS),
            )
          else if (result === 'idle') await sleep(parameters.pollMs)
        }
      } finally {
        await lock.release()
      }
      if (lost && running) {
        parameters.log?.warn(
          { chain: chainId },
          'indexer lost its lock; taking it again when it can',
        )
        state.role = 'standby'
      }
    }
    state.role = 'stopped'
  }

  return {
    chainId,
    step: () => step(),
    readCursor: poolStore.readCursor,
    skippedLogs: poolStore.skippedLogs,
    status(): IndexerStatus {
      const lag = state.head !== null && state.indexed !== null ? state.head - state.indexed : null
      return {
        caipNetworkId: chainId,
        role: state.role,
        head: state.head === null ? null : Number(state.head),
        indexed: state.indexed === null ? null : Number(state.indexed),
        lag: lag === null ? null : Number(lag),
        behind: lag !== null && lag > BEHIND_BLOCKS,
        error: state.error,
      }
    },
    /** Indexes until the recorded head reaches `blockNumber` (tests, benchmarks). */
    async catchUp(blockNumber: bigint) {
      for (;;) {
        const cursor = await poolStore.readCursor()
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
