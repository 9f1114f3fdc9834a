import { defineConfig } from 'tsdown'
import { packageEntries } from '../../scripts/packages/packageEntries'

export default defineConfig({
  // The subpaths package.json exports (scripts/packages/packageEntries.ts).
  entry: packageEntries(import.meta.dirname),
  platform: 'neutral',
  target: 'es2022',
  // One output file per source module, as in src: each view stays its own lazily imported file.
  unbundle: true,
  // The package runs on the client only: with the directive on every module, a Server Component can
  // render <ConnectButton/> and the other exports straight from the package, as client references.
  banner: { js: "'use client'" },
  sourcemap: true,
  dts: true,
  report: false,
  logLevel: 'warn',
  checks: { pluginTimings: false },
})
