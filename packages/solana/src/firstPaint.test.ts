import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// An app's first paint needs discovery, connect and reconnect only: kit and the programs (which send brings, listed
// here) must be lazy chunks.

describe("the package's first paint", () => {
  it('holds the Wallet Standard registry and no code of kit or the programs', async () => {
    const result = await build({
      stdin: {
        contents: `import { solanaAdapter, solanaMainnet } from './index'
          import { solanaSend } from './send/index'
          const adapter = solanaAdapter({ networks: [solanaMainnet], capabilities: [solanaSend] })
          adapter.setup()
          export { adapter }`,
        resolveDir: fileURLToPath(new URL('.', import.meta.url)),
        loader: 'ts',
      },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['@latch/source'],
      outdir: '/virtual',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const outputs = Object.values(result.metafile.outputs)
    const entry = outputs.find((output) => output.entryPoint === '<stdin>')
    // What the entry imports statically is part of the first paint too.
    const firstPaint = new Set(
      entry?.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path),
    )
    const firstPaintInputs = Object.entries(result.metafile.outputs)
      .filter(([path, output]) => output === entry || firstPaint.has(path))
      .flatMap(([, output]) => Object.keys(output.inputs))
    const lazyInputs = outputs.flatMap((output) => Object.keys(output.inputs))
    const solanaCode = /node_modules\/@solana(-program)?\//
    expect(firstPaintInputs.some((input) => input.includes('@wallet-standard/app'))).toBe(true)
    expect(firstPaintInputs.filter((input) => solanaCode.test(input))).toEqual([])
    // They are there, in the chunks that load on first use.
    expect(lazyInputs.some((input) => input.includes('@solana-program/token'))).toBe(true)
    expect(lazyInputs.some((input) => input.includes('@solana/rpc'))).toBe(true)
  })
})
