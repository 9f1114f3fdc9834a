import type { FastifyInstance } from 'fastify'
import { buildApp, type LogStream } from './app'
import type { ServerConfig } from './config'
import { demoProject } from './modules/projects/Project'
import { projectStore } from './modules/projects/store'
import { createMemoryBus } from './platform/bus/createMemoryBus'
import { createRedisBus } from './platform/bus/createRedisBus'
import { createChainRegistry } from './platform/chains/createChainRegistry'
import type { Database } from './platform/db/Database'
import { openDatabase } from './platform/db/openDatabase'
import { errorDescriber } from './platform/log/errorDescriber'
import { createFailOpenRateLimiter } from './platform/rateLimit/createFailOpenRateLimiter'
import { createMemoryRateLimiter } from './platform/rateLimit/createMemoryRateLimiter'
import { createRedisRateLimiter } from './platform/rateLimit/createRedisRateLimiter'
import { createTokenList } from './platform/tokens/createTokenList'

export type LatchServer = {
  app: FastifyInstance
  db: Database
  close(): Promise<void>
}

/**
 * Builds the platform once (database, migrated and seeded; chains; token list; limits; bus), then the app
 * with its modules, and makes it ready (which starts the modules: the indexers).
 */
export async function createServer(
  config: ServerConfig,
  options: {
    /** Where the log lines go (standard output by default): a test that reads what the server logs. */
    logStream?: LogStream
  } = {},
): Promise<LatchServer> {
  const db = await openDatabase(config, { lockWaitMs: config.dataDirLockWaitMs })
  try {
    if (config.seedDemoProject) await projectStore(db).upsert(demoProject)
  } catch (error) {
    await db.close()
    throw error
  }
  // Set once the app (and its logger) exists; Redis may fail before that.
  let logFailure = (_error: unknown) => {}
  const rateLimiter = config.redisUrl
    ? createFailOpenRateLimiter(
        createRedisRateLimiter(config.redisUrl),
        createMemoryRateLimiter(),
        (error) => logFailure(error),
      )
    : createMemoryRateLimiter()
  const bus = config.redisUrl ? createRedisBus(config.redisUrl) : createMemoryBus()
  const app = buildApp({
    config,
    db,
    chains: createChainRegistry(config.chains),
    tokens: createTokenList(config.tokens),
    rateLimiter,
    bus,
    logStream: options.logStream,
  })
  logFailure = (error) =>
    app.log.warn(
      { error: errorDescriber([config.redisUrl]).describe(error) },
      'Redis failed: rate limits count per instance until it answers again',
    )
  await app.ready()
  return {
    app,
    db,
    async close() {
      await app.close()
      await bus.close()
      await rateLimiter.close()
      await db.close()
    },
  }
}
