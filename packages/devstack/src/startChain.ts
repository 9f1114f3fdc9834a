import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { testMnemonic } from './testAccounts'

export type Chain = {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  stop(): Promise<void>
}

const require = createRequire(import.meta.url)

/** The anvil binary shipped inside the npm package (no download, no Node wrapper). */
export function anvilPath(): string {
  const packageJson = require.resolve('@foundry-rs/anvil-linux-amd64/package.json')
  return join(dirname(packageJson), 'bin', 'anvil')
}

async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use: stop what runs there (an earlier npm start?) and try again`
            : `Port ${port} is not usable: ${error.message}`,
        ),
      ),
    )
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()))
  })
}

async function waitForRpc(rpcUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`anvil did not answer on ${rpcUrl} within ${timeoutMs} ms`)
}

/**
 * Starts a local EVM chain (anvil) on 127.0.0.1 with the test mnemonic: ten accounts with 10,000 ETH each,
 * unlocked. Resolves once it answers JSON-RPC. `stop()` ends it; it also dies with this process, unless
 * `detached` (a test worker's chain, which outlives the worker and is stopped by its `pid`).
 */
export async function startChain(parameters: {
  port: number
  chainId: number
  blockTime?: number
  detached?: boolean
}): Promise<Chain> {
  const { port, chainId } = parameters
  await assertPortFree(port)
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  args.push('--mnemonic', testMnemonic, '--silent')
  if (parameters.blockTime) args.push('--block-time', String(parameters.blockTime))
  const child = spawn(anvilPath(), args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: parameters.detached ?? false,
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const killOnExit = () => child.kill('SIGKILL')
  if (!parameters.detached) process.once('exit', killOnExit)

  const rpcUrl = `http://127.0.0.1:${port}`
  try {
    await waitForRpc(rpcUrl, child, 15_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}${stderr ? `: ${stderr.trim()}` : ''}`)
  }
  if (parameters.detached) {
    child.stderr?.destroy()
    child.unref()
  }
  return {
    chainId,
    port,
    rpcUrl,
    pid: child.pid ?? 0,
    async stop() {
      process.removeListener('exit', killOnExit)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
