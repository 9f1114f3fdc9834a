import type { DependencyHealth } from '../../platform/health/createHealthChecks'
import { defineModule } from '../../platform/ServerModule'
import { createIndexer, type Indexer } from './createIndexer'
import { loadIndexerConfig } from './indexerConfig'

/**
 * One indexer per served chain while the app runs (`LATCH_INDEXER`). Each chain is a /health check: its
 * node answers, and (where this instance indexes it) how far the records are behind the head.
 */
export const indexerModule = defineModule(
  'indexer',
  ({ config, db, chains, log, errors, health }) => {
    const indexers = new Map<string, Indexer>(
      config.indexer.enabled
        ? chains.list().map((chain) => [
            chain.caipNetworkId,
            createIndexer({
              db,
              chain,
              pollMs: config.indexer.pollMs,
              log,
              describeError: errors.describe,
            }),
          ])
        : [],
    )
    for (const chain of chains.list())
      health.add(`chain:${chain.caipNetworkId}`, async (): Promise<DependencyHealth> => {
        const status = indexers.get(chain.caipNetworkId)?.status()
        if (status?.role === 'indexing') {
          const { caipNetworkId: _, ...indexer } = status
          return {
            status: status.error ? 'down' : status.behind ? 'degraded' : 'ok',
            indexer,
          }
        }
        // Not indexed here (another instance holds the lock, or LATCH_INDEXER=0): does the node answer?
        try {
          const head = await chain.client.getBlockNumber()
          return { status: 'ok', head: Number(head), indexer: status?.role ?? 'off' }
        } catch (error) {
          return { status: 'down', error: errors.describe(error).message }
        }
      })
    return {
      async start() {
        for (const indexer of indexers.values()) indexer.start()
      },
      async stop() {
        await Promise.all([...indexers.values()].map((indexer) => indexer.stop()))
      },
    }
  },
  { config: loadIndexerConfig },
)
