import type { Block, Hex, Transaction } from 'viem'
import type { ServedChain } from '../../platform/chains/createChainRegistry'
import type { Database } from '../../platform/db/Database'
import { readTokenMetadata } from './readTokenMetadata'
import { type Cursor, indexerStore, type TransferRecord } from './store'
import { type DecodedTransfer, decodeTransferLog, transferTopics } from './transferEvents'

export type IndexStep = 'indexed' | 'rolledBack' | 'idle'

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

  const store = indexerStore(db, chainId)

  /**
   * Rolls recorded blocks back from `cursor.number` (a reorg: one block; a chain that became shorter, such as a
   * restarted dev chain: everything above its head), moving the cursor to the block below.
   */
  const rollBack = (cursor: Cursor) => store.rollBack(cursor.number)

  async function ensureTokens(transfers: DecodedTransfer[]) {
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

  /** Indexes the next block if there is one. */
  async function step(): Promise<IndexStep> {
    const cursor = await store.readCursor()
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
    )
    return 'indexed'
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
    readCursor: store.readCursor,
    /** Indexes until the recorded head reaches `blockNumber` (tests, benchmarks). */
    async catchUp(blockNumber: bigint) {
      for (;;) {
        const cursor = await store.readCursor()
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
