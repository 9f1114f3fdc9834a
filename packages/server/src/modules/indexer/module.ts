import { defineModule } from '../../platform/ServerModule'
import { createIndexer, type Indexer } from './createIndexer'

/** One indexer per served chain while the app runs (`LATCH_INDEXER`); their status feeds `/health`. */
export const indexerModule = defineModule('indexer', ({ config, db, chains, log, errors }) => {
  const indexers: Indexer[] = config.indexer
    ? chains.list().map((chain) =>
        createIndexer({
          db,
          chain,
          pollMs: config.indexerPollMs,
          log,
          describeError: errors.describe,
        }),
      )
    : []
  return {
    async start() {
      for (const indexer of indexers) indexer.start()
    },
    async stop() {
      await Promise.all(indexers.map((indexer) => indexer.stop()))
    },
  }
})
