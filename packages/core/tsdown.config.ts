import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/internal.ts',
    'src/adapterKit.ts',
    'src/account/index.ts',
    'src/walletConnect/index.ts',
    'src/embeddedWallet/index.ts',
    'src/siwx/index.ts',
    'src/send/index.ts',
    'src/swap/index.ts',
    'src/errors/errorTexts.ts',
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
