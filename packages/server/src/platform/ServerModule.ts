import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { ServerConfig } from '../config'
import type { Bus } from './bus/Bus'
import type { ChainRegistry } from './chains/createChainRegistry'
import type { Database } from './db/Database'
import type { HealthChecks } from './health/createHealthChecks'
import type { ErrorDescriber } from './log/errorDescriber'
import type { RateLimiter } from './rateLimit/RateLimiter'
import type { TokenList } from './tokens/createTokenList'

/** What every module is built from: the platform, created once per process by `createServer`. */
export type ModuleContext = {
  config: ServerConfig
  db: Database
  chains: ChainRegistry
  tokens: TokenList
  rateLimiter: RateLimiter
  bus: Bus
  log: FastifyBaseLogger
  /** Describes errors for the logs without credentials, SQL or stacks. */
  errors: ErrorDescriber
  /** Readiness checks for /health: a module adds its dependencies' (created by `buildApp`). */
  health: HealthChecks
  /** The server's clock: Date.now, or the dev clock tests move forward (LATCH_DEV_CLOCK). */
  now?: () => number
}

/**
 * A feature of the server (architecture.md, "Features are modules"): its routes, and what runs beside them.
 * `routes` are mounted under `/v1`, behind the project guard and the rate limits; `publicRoutes` at the root
 * with neither (health). `start` runs once the app is ready, `stop` when it closes.
 */
export type ServerModule = {
  readonly name: string
  readonly routes?: FastifyPluginAsync
  readonly publicRoutes?: FastifyPluginAsync
  start?(): Promise<void>
  stop?(): Promise<void>
}

export type ModuleFactory = (context: ModuleContext) => ServerModule

/** Names a module and how it is built; `app.ts` lists the factories. */
export function defineModule(
  name: string,
  build: (context: ModuleContext) => Omit<ServerModule, 'name'>,
): ModuleFactory {
  return (context) => ({ name, ...build(context) })
}
