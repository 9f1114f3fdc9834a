import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../../scripts/test/startPostgres'
import { createPgliteDatabase } from './platform/db/createPgliteDatabase'
import { createPgliteDirectory } from './testing/testDatabases'

const main = join(dirname(fileURLToPath(import.meta.url)), 'main.ts')

/**
 * Runs the server process for `ms` (or until it exits, or until its stderr says what `until` waits for) and
 * returns its exit code and stderr.
 */
function run(env: Record<string, string>, ms: number, until?: (stderr: string) => boolean) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@latch/source', main], {
      env: { ...process.env, LATCH_INDEXER: '0', LATCH_LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
      if (until?.(stderr)) child.kill('SIGTERM')
    })
    const timer = setTimeout(() => child.kill('SIGTERM'), ms)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

// Side by side: each test waits on processes of its own.
describe.concurrent('the server process', () => {
  it('refuses a data directory another process holds, in one clear line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latch-main-'))
    await createPgliteDirectory(join(dir, 'pglite'))
    const holder = await createPgliteDatabase(join(dir, 'pglite'))
    try {
      const { code, stderr } = await run(
        { LATCH_DATA_DIR: dir, PORT: String(await freePort()), LATCH_DATA_DIR_LOCK_WAIT_MS: '0' },
        60_000,
      )
      expect(code).toBe(1)
      expect(stderr).toContain(`in use by process ${process.pid}`)
      expect(stderr.trim().split('\n')).toHaveLength(1)
    } finally {
      await holder.close()
      await rm(dir, { recursive: true, force: true })
    }
  }, 90_000)

  it('replaces workers that cannot reach PostgreSQL after a growing pause, naming no secret', async () => {
    const port = await freePort()
    const restartsIn = (stderr: string) =>
      stderr.split('\n').filter((line) => line.includes('starting another'))
    // The two first workers' exits are enough to see the pause grow; no need to wait the pauses out.
    const { stderr } = await run(
      {
        LATCH_WORKERS: '2',
        DATABASE_URL: `postgres://latch:hunter2@127.0.0.1:${port}/latch`,
        PORT: String(await freePort()),
      },
      // A cap only: the run ends as soon as two replacements are announced (seconds, unless the machine is busy).
      90_000,
      (stderr) => restartsIn(stderr).length >= 2,
    )
    expect(stderr).toContain('could not start')
    expect(stderr).not.toContain('hunter2')
    const restarts = restartsIn(stderr)
    // Each replacement waits, and the first waits a second (formerly: at once, dozens of times a second).
    expect(restarts.length).toBeGreaterThanOrEqual(2)
    expect(restarts.every((line) => / in \d+ s$/.test(line))).toBe(true)
    expect(restarts[0]).toMatch(/in 1 s$/)
    expect(restarts[1]).toMatch(/in 2 s$/)
  }, 120_000)
})
