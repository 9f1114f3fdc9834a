import { connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { testConfig } from '../../testing/testConfig'
import { postgresDatabase } from '../../testing/testDatabases'
import { createMemoryBus } from '../bus/createMemoryBus'
import { createChainRegistry } from '../chains/createChainRegistry'
import type { Database } from '../db/Database'
import { createMemoryRateLimiter } from '../rateLimit/createMemoryRateLimiter'
import { createTokenList } from '../tokens/createTokenList'

describe('slow and idle clients', () => {
  let db: Database
  let app: FastifyInstance
  let port = 0
  beforeAll(async () => {
    db = await postgresDatabase.create()
    const base = testConfig([])
    const config = {
      ...base,
      limits: { ...base.limits, requestTimeoutMs: 600, maxConnections: 3 },
    }
    app = buildApp({
      config,
      db,
      chains: createChainRegistry([]),
      tokens: createTokenList([]),
      rateLimiter: createMemoryRateLimiter(),
      bus: createMemoryBus(),
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    port = typeof address === 'object' && address ? address.port : 0
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket))
      socket.on('error', reject)
    })
  const closed = (socket: Socket) =>
    new Promise<{ at: number; answer: string }>((resolve) => {
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk
      })
      socket.on('close', () => resolve({ at: Date.now(), answer }))
    })

  it('closes a request that trickles in past the request timeout', async () => {
    const socket = await open()
    const done = closed(socket)
    const started = Date.now()
    socket.write(
      'POST /v1/fungible/price?projectId=latch-demo HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
    )
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200)
    const { at, answer } = await done
    clearInterval(trickle)
    expect(at - started).toBeLessThan(3_000)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })

  it('drops connections past the cap and closes idle ones', async () => {
    const held = await Promise.all([open(), open(), open()])
    const extra = await open()
    const extraClosed = await Promise.race([
      closed(extra).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
    ])
    expect(extraClosed).toBe(true)
    // An idle connection goes after twice the request timeout.
    const idle = await Promise.race([
      closed(held[0] as Socket).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ])
    expect(idle).toBe(true)
    for (const socket of held) socket.destroy()
  })
})
