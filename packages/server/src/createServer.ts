import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { createChainRegistry } from './chains/createChainRegistry'
import type { ServerConfig } from './config'
import { createPgliteDatabase } from './db/createPgliteDatabase'
import { createPostgresDatabase } from './db/createPostgresDatabase'
import type { Database } from './db/Database'
import { migrate } from './db/migrate'
import { createIndexer, type Indexer } from './indexer/createIndexer'
import { demoProject, projectRepository } from './projects/projectRepository'
import { createMemoryRateLimiter } from './rateLimit/createMemoryRateLimiter'
import { createRedisRateLimiter } from './rateLimit/createRedisRateLimiter'

export type LatchServer = {
  app: FastifyInstance
  db: Database
  indexers: Indexer[]
  close(): Promise<void>
}

/** Opens the database (PGlite or PostgreSQL), migrates it, seeds, builds the app and starts the indexers. */
export async function createServer(config: ServerConfig): Promise<LatchServer> {
  const db = config.databaseUrl
    ? await createPostgresDatabase(config.databaseUrl)
    : await createPgliteDatabase(join(resolve(config.dataDir), 'pglite'))
  await migrate(db)
  if (config.seedDemoProject) await projectRepository(db).upsert(demoProject)
  const rateLimiter = config.redisUrl
    ? createRedisRateLimiter(config.redisUrl)
    : createMemoryRateLimiter()
  const app = buildApp({ config, db, rateLimiter })
  const indexers = config.indexer
    ? createChainRegistry(config.chains)
        .list()
        .map((chain) =>
          createIndexer({
            db,
            chain,
            pollMs: config.indexerPollMs,
            onError: (error) => app.log.warn({ err: error, chain: chain.caipNetworkId }, 'indexer'),
          }),
        )
    : []
  for (const indexer of indexers) indexer.start()
  return {
    app,
    db,
    indexers,
    async close() {
      await Promise.all(indexers.map((indexer) => indexer.stop()))
      await app.close()
      await rateLimiter.close()
      await db.close()
    },
  }
}
