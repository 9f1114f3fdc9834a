import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../scripts/test/startPostgres'

/** The project LATCH_SEED_DEMO_PROJECT seeds (packages/server/src/modules/projects/Project.ts). */
const demoProjectId = 'latch-demo'

/**
 * The Latch server as the dev stack starts it (its own process, embedded PGlite in a throw-away data directory,
 * no indexer, the demo project seeded) on a free loopback port: the relay the Latch bench app's WalletConnect
 * talks to. `stop()` ends it and deletes its data.
 */
export async function startLatchServer(
  root: string,
): Promise<{ url: string; relayUrl: string; projectId: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-server-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LATCH_DATA_DIR: join(dataDir, 'data'),
        LATCH_INDEXER: '0',
        LATCH_SEED_DEMO_PROJECT: '1',
        LATCH_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    for (let attempt = 0; ; attempt++) {
      if (server.exitCode !== null) throw new Error('the Latch server exited while starting')
      if (attempt > 600) throw new Error(`${url}/health did not answer within 60 s`)
      const ok = await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { url, relayUrl: `ws://127.0.0.1:${port}/relay`, projectId: demoProjectId, stop }
}
