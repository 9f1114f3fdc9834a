import { ConfigProblems } from './platform/config/ConfigProblems'
import { loadPlatformConfig, type PlatformConfig } from './platform/config/platformConfig'
import type { Env } from './platform/config/readEnv'
import type { ModuleConfigs, ModuleFactory } from './platform/ServerModule'
import { serverModules } from './serverModules'

/** The server's whole configuration: the platform's settings, and each module's own under its name. */
export type ServerConfig = PlatformConfig & ModuleConfigs

/**
 * Reads the environment: the platform's variables (each namespace's chain and token entries handed to the module
 * that claims it), then each listed module's own. A bad value stops the start
 * with a message that names it (never its secret), every module's problems together.
 */
export function loadConfig(
  env: Env = process.env,
  modules: readonly ModuleFactory[] = serverModules,
): ServerConfig {
  const platform = loadPlatformConfig(
    env,
    modules.flatMap((module) => (module.namespace ? [module.namespace] : [])),
  )
  const problems: string[] = []
  const own: Record<string, unknown> = {}
  for (const module of modules) {
    if (!module.config) continue
    try {
      own[module.moduleName] = module.config(env, platform)
    } catch (error) {
      if (!(error instanceof ConfigProblems)) throw error
      problems.push(...error.problems)
    }
  }
  if (problems.length > 0) throw new ConfigProblems(problems)
  // Each reader filled its module's key of ModuleConfigs.
  return { ...platform, ...own } as ServerConfig
}
