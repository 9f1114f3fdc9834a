import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createTestClient, type Hex, http, parseEther } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { freePort } from '../freePort'

const require = createRequire(import.meta.url)

export type Bundler = { url: string; stop(): Promise<void> }

/**
 * The bundler's executor: a dev-only key of its own (not a test account, whose nonces tests count), funded on
 * start. Not a secret anywhere but on the dev chains.
 */
const executorKey: Hex = '0x4337000000000000000000000000000000000000000000000000000000000001'

/** Alto's command line, from the `@pimlico/alto` npm package (no download). */
function altoPath(): string {
  // The package exports only its entry (`esm/index.js`); its CLI sits beside it.
  return join(dirname(require.resolve('@pimlico/alto')), 'cli/alto.js')
}

/** The port answered, but not as Alto: another process holds it. */
class PortTaken extends Error {
  constructor(url: string) {
    super(`${url} answers, but not as a bundler: another process holds the port`)
  }
}

async function waitForBundler(url: string, child: ChildProcess, output: () => string) {
  // Alto deploys its simulation contract and reads the chain before it listens: a few seconds on two cores.
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Alto exited (${child.exitCode})\n${output()}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_supportedEntryPoints',
          params: [],
        }),
      })
      if (response.ok) {
        const body = (await response.json().catch(() => undefined)) as
          | { result?: unknown }
          | undefined
        // Alto lists its EntryPoints; another server on the port (a chain a parallel test started on the same
        // free port before Alto bound it) answers with an error or not at all as a bundler.
        if (Array.isArray(body?.result)) return
        throw new PortTaken(url)
      }
    } catch (error) {
      if (error instanceof PortTaken) throw error
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Alto did not answer on ${url}\n${output()}`)
}

/**
 * A real ERC-4337 bundler (Pimlico's Alto) for the EntryPoint v0.7 on the dev chain at `rpcUrl`, on 127.0.0.1:`port`.
 * Safe mode (the ERC-7562 tracer) is off: anvil has no `debug_traceCall` tracer Alto accepts. Resolves once it
 * answers JSON-RPC; `stop()` ends it. `port: 0` picks a free one.
 */
export async function startBundler(parameters: { rpcUrl: string; port: number }): Promise<Bundler> {
  if (parameters.port !== 0) return startBundlerOn(parameters.rpcUrl, parameters.port)
  // Port 0: a free port of the OS's picking, picked again if another process takes it before Alto binds it (Alto
  // reads the chain for seconds before it listens; tests side by side pick ports meanwhile).
  for (let attempt = 1; ; attempt++) {
    try {
      return await startBundlerOn(parameters.rpcUrl, await freePort())
    } catch (error) {
      const taken =
        error instanceof PortTaken ||
        (error instanceof Error && error.message.includes('EADDRINUSE'))
      if (!taken || attempt === 3) throw error
    }
  }
}

async function startBundlerOn(rpcUrl: string, port: number): Promise<Bundler> {
  const parameters = { rpcUrl, port }
  const executor = privateKeyToAccount(executorKey)
  await createTestClient({ mode: 'anvil', transport: http(parameters.rpcUrl) }).setBalance({
    address: executor.address,
    value: parseEther('1000'),
  })
  const args = [
    altoPath(),
    '--entrypoints',
    entryPoint07Address,
    '--executor-private-keys',
    executorKey,
    '--utility-private-key',
    executorKey,
    '--rpc-url',
    parameters.rpcUrl,
    '--port',
    String(parameters.port),
    '--safe-mode',
    'false',
    '--min-entity-stake',
    '0',
    '--min-entity-unstake-delay',
    '0',
    '--refilling-wallets',
    'false',
    '--utility-wallet-monitor',
    'false',
    '--block-time',
    '200',
    '--log-level',
    'warn',
    // An app's session key sends its user operations from the page (ERC-7715 sessions, docs/smart-accounts.md).
    '--enable-cors',
    'true',
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000)
  })
  child.stderr?.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000)
  })
  const url = `http://127.0.0.1:${parameters.port}`
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  try {
    await waitForBundler(url, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
