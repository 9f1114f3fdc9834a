import { defineModule } from '../../platform/ServerModule'
import { createIndexer } from './createIndexer'

/** One indexer per served chain while the app runs (`LATCH_INDEXER`); no routes. */
export const indexerModule = defineModule('indexer', ({ config, db, chains, log }) => {
  const indexers = config.indexer
    ? chains.list().map((chain) =>
        createIndexer({
          db,
          chain,
          pollMs: config.indexerPollMs,
          onError: (error) => log.warn({ err: error, chain: chain.caipNetworkId }, 'indexer'),
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
