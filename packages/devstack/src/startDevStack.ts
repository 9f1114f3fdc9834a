import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileContracts } from './compileContracts'
import { deployTestContracts, type TestContracts } from './deployTestContracts'
import { devChains } from './devChains'
import { type Chain, startChain } from './startChain'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
export const dataDir = join(repoRoot, '.latch')

export type DevStackInfo = {
  chains: Array<{ chainId: number; name: string; rpcUrl: string; contracts: TestContracts }>
  serverUrl?: string
  demoUrl?: string
  sampleWalletUrl?: string
}

export type DevStack = { info: DevStackInfo; stop(): Promise<void> }

const serverUrl = 'http://localhost:8787'
const demoUrl = 'http://localhost:5173'
const sampleWalletUrl = 'http://localhost:5174/wc.html'

/**
 * The whole local stack: both dev chains with the test contracts, then the server and the demo as child
 * processes. Resolves when every part answers; `stop()` ends them all, in reverse order.
 */
export async function startDevStack(
  options: { demo?: boolean; server?: boolean; sampleWallet?: boolean; quiet?: boolean } = {},
): Promise<DevStack> {
  const stops: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const stopPart of stops.splice(0).reverse()) await stopPart().catch(() => undefined)
  }
  try {
    const compiled = await compileContracts(join(dataDir, 'contracts-cache'))
    const chains: Chain[] = []
    for (const devChain of devChains) {
      const chain = await startChain({ port: devChain.port, chainId: devChain.chainId })
      stops.push(chain.stop)
      chains.push(chain)
    }
    const info: DevStackInfo = {
      chains: await Promise.all(
        devChains.map(async (devChain) => ({
          chainId: devChain.chainId,
          name: devChain.name,
          rpcUrl: devChain.rpcUrl,
          contracts: await deployTestContracts(devChain.rpcUrl, compiled),
        })),
      ),
    }

    if (options.server !== false) {
      // The dev chains start from block 0 on every run: what an earlier run indexed describes blocks that no
      // longer exist, so the server starts on an empty database (the demo project is seeded again).
      await rm(join(dataDir, 'data'), { recursive: true, force: true })
      const server = startProcess(
        'server',
        process.execPath,
        [...sourceCondition(), '--import', 'tsx', 'packages/server/src/main.ts'],
        {
          cwd: repoRoot,
          env: {
            PORT: '8787',
            HOST: '127.0.0.1',
            LATCH_CHAINS: JSON.stringify(
              info.chains.map((chain) => ({
                caipNetworkId: `eip155:${chain.chainId}`,
                rpcUrl: chain.rpcUrl,
              })),
            ),
            LATCH_DATA_DIR: join(dataDir, 'data'),
            LATCH_SEED_DEMO_PROJECT: '1',
          },
          quiet: options.quiet,
        },
      )
      stops.push(server.stop)
      await waitForUrl(`${serverUrl}/health`, server, 60_000)
      info.serverUrl = serverUrl
    }

    if (options.demo !== false) {
      const demoRoot = join(repoRoot, 'apps/demo')
      const vite = join(
        dirname(createRequire(join(demoRoot, 'package.json')).resolve('vite/package.json')),
        'bin/vite.js',
      )
      const demo = startProcess(
        'demo',
        process.execPath,
        [vite, '--host', 'localhost', '--port', '5173', '--strictPort'],
        { cwd: demoRoot, env: {}, quiet: options.quiet },
      )
      stops.push(demo.stop)
      await waitForUrl(demoUrl, demo, 60_000)
      info.demoUrl = demoUrl
    }

    // The sample wallet's WalletConnect page (issue 10) when asked for (`npm start`): its own Vite on 5174.
    if (options.sampleWallet) {
      const walletRoot = join(repoRoot, 'apps/sample-wallet')
      const vite = join(
        dirname(
          createRequire(join(repoRoot, 'apps/demo/package.json')).resolve('vite/package.json'),
        ),
        'bin/vite.js',
      )
      const page = startProcess(
        'sample-wallet',
        process.execPath,
        [vite, '--host', 'localhost', '--port', '5174', '--strictPort'],
        { cwd: walletRoot, env: {}, quiet: options.quiet },
      )
      stops.push(page.stop)
      await waitForUrl(sampleWalletUrl, page, 60_000)
      info.sampleWalletUrl = sampleWalletUrl
    }

    await mkdir(dataDir, { recursive: true })
    await writeFile(join(dataDir, 'devstack.json'), `${JSON.stringify(info, null, 2)}\n`)
    return { info, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Node resolves the workspace packages to their source (no build needed), or with LATCH_DIST=1 to the built
 * `dist/` an app gets from npm; the demo's vite.config.ts reads the same variable.
 */
function sourceCondition() {
  return process.env.LATCH_DIST ? [] : ['--conditions=@latch/source']
}

function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; quiet?: boolean | undefined },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const forward = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
    if (!options.quiet)
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
  }
  child.stdout?.on('data', forward)
  child.stderr?.on('data', forward)
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()))
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  return {
    child,
    /** The last few KB it printed, for the error when it fails to start. */
    output: () => output,
    async stop() {
      process.removeListener('exit', killOnExit)
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(timer)
      }
    },
  }
}

async function waitForUrl(
  url: string,
  started: { child: ChildProcess; output(): string },
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(
        `${url} did not come up: its process exited (${started.child.exitCode})\n${started.output()}`,
      )
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
