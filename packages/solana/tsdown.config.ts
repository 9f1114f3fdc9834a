import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/send/index.ts',
    'src/walletConnect/index.ts',
    'src/embeddedWallet/index.ts',
  ],
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
