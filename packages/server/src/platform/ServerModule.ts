import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { ServerConfig } from '../config'
import type { Bus } from './bus/Bus'
import type { ChainRegistry } from './chains/createChainRegistry'
import type { NamespaceClaim } from './config/NamespaceClaim'
import type { PlatformConfig } from './config/platformConfig'
import type { Env } from './config/readEnv'
import type { Database } from './db/Database'
import type { HealthChecks } from './health/createHealthChecks'
import type { ErrorDescriber } from './log/errorDescriber'
import type { RateLimiter } from './rateLimit/RateLimiter'
import type { TokenList } from './tokens/createTokenList'

/**
 * Each module's own settings, by module name. A module with settings adds them here from its own folder
 * (declaration merging, as `ModuleServices`): `declare module '../../platform/ServerModule' { interface
 * ModuleConfigs { relay: RelayConfig } }`, and reads them with the `config` it gives `defineModule`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the modules' folders
export interface ModuleConfigs {}

/**
 * Reads a module's settings from its own variables, once the platform's are read (a module may derive from
 * them: the public URL). A bad value throws ConfigProblems naming the variable (`readEnv` does it for a zod
 * schema): the start stops with every problem listed.
 */
export type ModuleConfigReader<Config> = (env: Env, platform: PlatformConfig) => Config

/** The settings a module sees: the platform's and its own, never another module's. */
export type ModuleSettings<Name extends string> = PlatformConfig &
  Pick<ModuleConfigs, Name & keyof ModuleConfigs>

/** What every module is built from: the platform, created once per process by `createServer`. */
export type ModuleContext<Settings extends PlatformConfig = PlatformConfig> = {
  config: Settings
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
 * What modules provide to one another, by name. A module that provides a service adds it here from its own folder
 * (declaration merging, as wagmi's `Register`): `declare module '../../platform/ServerModule' { interface
 * ModuleServices { auth: AuthService } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the modules' folders
export interface ModuleServices {}

/** The services provided so far, as `app.ts` builds the modules in order (serverModules.ts). */
export type ProvidedServices = Partial<ModuleServices>

/**
 * A feature of the server (architecture.md, "Features are modules"): its routes, and what runs beside them.
 * `routes` are mounted under `/v1`, behind the project guard and the rate limits; `publicRoutes` at the root
 * with neither (health). `start` runs once the app is ready, `stop` when it closes. `provides` are the services
 * the modules after it may ask for.
 */
export type ServerModule = {
  readonly name: string
  readonly routes?: FastifyPluginAsync
  readonly publicRoutes?: FastifyPluginAsync
  readonly provides?: ProvidedServices
  start?(): Promise<void>
  stop?(): Promise<void>
}

export type ModuleFactory = {
  (context: ModuleContext<ServerConfig>, provided: ProvidedServices): ServerModule
  readonly moduleName: string
  /** Reads the module's settings (`loadConfig`, under `moduleName`); none: it has no settings of its own. */
  readonly config?: ModuleConfigReader<unknown> | undefined
  /** The CAIP-2 namespace whose `LATCH_CHAINS` and `LATCH_TOKENS` entries it serves and checks (not eip155). */
  readonly namespace?: NamespaceClaim | undefined
}

/**
 * Names a module, the services it `needs` from modules listed before it, its own settings (`config`, read at
 * start-up into `ModuleConfigs[name]`), the namespace it serves (`namespace`: its entries of the chain and
 * token lists are its own to check), and how it is built from the context and those services;
 * `serverModules.ts` lists the factories. A need nobody provided fails at start-up, naming both.
 */
export function defineModule<
  const Name extends string,
  const Needs extends readonly (keyof ModuleServices)[] = [],
>(
  name: Name,
  build: (
    context: ModuleContext<ModuleSettings<Name>>,
    services: Pick<ModuleServices, Needs[number]>,
  ) => Omit<ServerModule, 'name'>,
  // A module whose settings are in ModuleConfigs must say how they are read: loadConfig fills them.
  ...[options]: Name extends keyof ModuleConfigs
    ? [
        options: {
          needs?: Needs
          config: ModuleConfigReader<ModuleConfigs[Name]>
          namespace?: NamespaceClaim
        },
      ]
    : [options?: { needs?: Needs; config?: never; namespace?: never }]
): ModuleFactory {
  const { needs, config, namespace } = options ?? {}
  const factory = (context: ModuleContext<ServerConfig>, provided: ProvidedServices) => {
    const services: Partial<ModuleServices> = {}
    for (const need of needs ?? []) {
      const service = provided[need]
      if (service === undefined)
        throw new Error(
          `The ${name} module needs the ${need} service: list the module that provides it before ${name} in serverModules.ts`,
        )
      Object.assign(services, { [need]: service })
    }
    return { name, ...build(context, services as Pick<ModuleServices, Needs[number]>) }
  }
  return Object.assign(factory, { moduleName: name, config, namespace })
}
