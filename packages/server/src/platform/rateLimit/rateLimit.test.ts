import { describe, expect, inject, it } from 'vitest'
import { createMemoryRateLimiter } from './createMemoryRateLimiter'
import { createRedisRateLimiter } from './createRedisRateLimiter'

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
    time += 60_000
    expect((await limiter.hit('p', 1)).allowed).toBe(true)
  })
})
