import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { freePort } from '../../../../../scripts/test/startPostgres'
import { createFailOpenRateLimiter } from './createFailOpenRateLimiter'
import { createMemoryRateLimiter } from './createMemoryRateLimiter'
import { createRedisRateLimiter } from './createRedisRateLimiter'
import type { RateLimiter } from './RateLimiter'

describe('rate limits shared through Redis', () => {
  it('counts every instance against one limit', async () => {
    const a = createRedisRateLimiter(inject('redisUrl'))
    const b = createRedisRateLimiter(inject('redisUrl'))
    const key = `project-${Date.now()}`
    const results = []
    for (const limiter of [a, b, a, b]) results.push((await limiter.hit(key, 3)).allowed)
    expect(results).toEqual([true, true, true, false])
    await a.close()
    await b.close()
  })
})

describe('in-memory rate limits', () => {
  it('open a new window each minute', async () => {
    let time = 60_000 * 10
    const limiter = createMemoryRateLimiter(() => time)
    expect((await limiter.hit('p', 1)).allowed).toBe(true)
    expect((await limiter.hit('p', 1)).allowed).toBe(false)
    // The sliding window (behaviour.md §15.2) still weighs the last minute one minute on; two minutes on the
    // client starts afresh.
    time += 120_000
    expect((await limiter.hit('p', 1)).allowed).toBe(true)
  })
})

describe.each([
  { name: 'in memory', create: (now: () => number) => createMemoryRateLimiter(now) },
  {
    name: 'on Redis',
    create: (now: () => number) => createRedisRateLimiter(inject('redisUrl'), { now }),
  },
])('the sliding window $name', ({ create }) => {
  it('lets no more than the limit through across a window boundary', async () => {
    let time = 60_000 * 1_000_000 + Math.floor(Math.random() * 1_000) * 60_000
    const limiter: RateLimiter = create(() => time)
    const key = `burst-${Math.random()}`
    time += 59_900
    const before = []
    for (let i = 0; i < 10; i++) before.push((await limiter.hit(key, 10)).allowed)
    time += 200
    const after = []
    for (let i = 0; i < 10; i++) after.push((await limiter.hit(key, 10)).allowed)
    expect(before.every(Boolean)).toBe(true)
    // A fixed window let all twenty through in 0.2 s.
    expect(after.filter(Boolean).length).toBeLessThanOrEqual(1)
    const peek = await limiter.hit(key, 100, 0)
    expect(peek.allowed).toBe(true)
    await limiter.close()
  })
})

describe('when Redis fails, limits fail open to this instance', () => {
  const failOpen = (url: string) => {
    const failures: unknown[] = []
    const limiter = createFailOpenRateLimiter(
      createRedisRateLimiter(url),
      createMemoryRateLimiter(),
      (error) => failures.push(error),
    )
    return { limiter, failures }
  }

  it('refusing connections: answers at once and still limits, reporting it once', async () => {
    const { limiter, failures } = failOpen(`redis://127.0.0.1:${await freePort()}`)
    const started = Date.now()
    const results = []
    for (let i = 0; i < 4; i++) results.push((await limiter.hit('p', 3)).allowed)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(results).toEqual([true, true, true, false])
    expect(failures).toHaveLength(1)
    expect(limiter.degraded()).toBeTypeOf('number')
    await limiter.close()
  })

  it('hung (SIGSTOP): each check gives up within the command timeout', async () => {
    const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync)
    if (!binary) throw new Error('redis-server was not found: run scripts/ensure-system-deps.sh')
    const port = await freePort()
    const server = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    })
    try {
      const { limiter } = failOpen(`redis://127.0.0.1:${port}`)
      for (
        let i = 0;
        i < 50 && !(await limiter.hit('warm', 1_000).then(() => !limiter.degraded()));
        i++
      )
        await new Promise((r) => setTimeout(r, 100))
      expect(limiter.degraded()).toBeUndefined()
      server.kill('SIGSTOP')
      const started = Date.now()
      expect((await limiter.hit('p', 5)).allowed).toBe(true)
      expect(Date.now() - started).toBeLessThan(1_000)
      expect(limiter.degraded()).toBeTypeOf('number')
      server.kill('SIGCONT')
      await limiter.close()
    } finally {
      server.kill('SIGKILL')
    }
  })
})
