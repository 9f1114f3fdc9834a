import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../../scripts/test/startPostgres'

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

describe('the server process', () => {
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
    // Each worker that could not start said why in one line (no stack) and exited with 1; the primary warned
    // once. (Formerly also a process on a held PGlite directory: the same lines of main.ts, a spawn more. The
    // lock's own message is createPgliteDatabase.test.ts's.)
    const lines = stderr.trim().split('\n')
    expect(
      lines.filter(
        (line) =>
          !line.startsWith('The Latch server could not start: ') &&
          !/^worker \d+ exited \(1\); starting another in \d+ s$/.test(line) &&
          line !== 'LATCH_WORKERS without REDIS_URL: each worker counts rate limits on its own',
      ),
    ).toEqual([])
    const restarts = restartsIn(stderr)
    // Each replacement waits, and the first waits a second (formerly: at once, dozens of times a second).
    expect(restarts.length).toBeGreaterThanOrEqual(2)
    expect(restarts.every((line) => / in \d+ s$/.test(line))).toBe(true)
    expect(restarts[0]).toMatch(/in 1 s$/)
    expect(restarts[1]).toMatch(/in 2 s$/)
  }, 120_000)
})
