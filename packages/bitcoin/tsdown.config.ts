import { defineConfig } from 'tsdown'
import { packageEntries } from '../../scripts/packages/packageEntries'

export default defineConfig({
  // The subpaths package.json exports (scripts/packages/packageEntries.ts).
  entry: packageEntries(import.meta.dirname),
  platform: 'neutral',
  target: 'es2022',
  // One output file per source module, as in src: readable paths and stack traces.
  unbundle: true,
  sourcemap: true,
  dts: true,
  report: false,
  logLevel: 'warn',
  checks: { pluginTimings: false },
})
