import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// WalletConnect's client is large: an app that turns WalletConnect on must not pay for it in its first paint.

describe("the first paint of an app with WalletConnect's Solana side on", () => {
  it('holds none of the WalletConnect client, which a lazy chunk holds', async () => {
    const result = await build({
      stdin: {
        contents: `import { solanaAdapter, solanaMainnet } from '../index'
          import { solanaWalletConnect } from './index'
          const adapter = solanaAdapter({ networks: [solanaMainnet], capabilities: [solanaWalletConnect] })
          adapter.setup()
          const setup = {
            relayUrl: 'wss://relay.example.com',
            projectId: 'p',
            metadata: { name: 'App', description: '', url: 'https://app.example.com', icons: [] },
          }
          // As the walletConnect feature does: the capability and the one client, each a lazy chunk.
          void adapter.capabilities?.walletConnect?.().then(async (walletConnect) => {
            const { createWalletConnectClient } = await import('@latch/core/walletConnect')
            const client = createWalletConnectClient({ setup, parts: async () => [] })
            await walletConnect.enable(setup, client)
          })
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
    const outputs = Object.entries(result.metafile.outputs)
    const entry = outputs.find(([, output]) => output.entryPoint === '<stdin>')?.[1]
    const firstPaint = new Set(
      entry?.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path),
    )
    const firstPaintInputs = outputs
      .filter(([path, output]) => output === entry || firstPaint.has(path))
      .flatMap(([, output]) => Object.keys(output.inputs))
    const lazyInputs = outputs.flatMap(([, output]) => Object.keys(output.inputs))
    const walletConnectCode =
      /node_modules\/@walletconnect\/|walletConnect\/createSolanaWalletConnect/
    expect(firstPaintInputs.filter((input) => walletConnectCode.test(input))).toEqual([])
    expect(lazyInputs.some((input) => input.includes('@walletconnect/universal-provider'))).toBe(
      true,
    )
    expect(
      lazyInputs.some((input) => input.includes('walletConnect/createSolanaWalletConnect')),
    ).toBe(true)
  })
})
