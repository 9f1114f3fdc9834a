import { defineConfig, type UserConfig } from 'tsdown'
import { packageEntries } from './packageEntries'

/**
 * How every published package is built (each package's tsdown.config.ts passes its folder): the subpaths its
 * package.json exports, one output file per source module as in src (readable paths and stack traces; a lazily
 * imported module stays its own file), with types and source maps. `extra` adds what one package needs.
 */
export function packageBuildConfig(packageDir: string, extra: UserConfig = {}) {
  return defineConfig({
    // The subpaths package.json exports (packageEntries.ts).
    entry: packageEntries(packageDir),
    platform: 'neutral',
    target: 'es2022',
    unbundle: true,
    sourcemap: true,
    dts: true,
    report: false,
    logLevel: 'warn',
    checks: { pluginTimings: false },
    ...extra,
  })
}
