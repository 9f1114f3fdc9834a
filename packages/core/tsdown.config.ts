import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: ['src/index.ts'],
  platform: 'neutral',
  target: 'es2022',
  // One output file per source module: lazy imports stay separate chunks, and paths stay readable.
  unbundle: true,
  dts: { sourcemap: true },
})
