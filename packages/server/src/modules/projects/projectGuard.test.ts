import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { errorBody, HttpError } from '../../platform/http/HttpError'
import { createMemoryRateLimiter } from '../../platform/rateLimit/createMemoryRateLimiter'
import { testDatabases } from '../../testing/testDatabases'
import { demoProject } from './Project'
import { projectGuard } from './projectGuard'
import { projectStore } from './store'

const secureSite = 'http://127.0.0.1:8788'
const app = 'http://localhost:5173'

describe.each(testDatabases)('routes for the secure site on $name', ({ create }) => {
  let db: Database
  let server: FastifyInstance

  beforeAll(async () => {
    db = await create()
    await projectStore(db).upsert(demoProject)
    server = Fastify()
    server.setErrorHandler((error, _request, reply) => {
      const { statusCode, reason, message } = error as HttpError
      if (!(error instanceof HttpError)) throw error
      return reply.code(statusCode).send(errorBody(statusCode, reason, message))
    })
    // As app.ts mounts it: the guard's hooks on the /v1 scope, the scope's OPTIONS /* for preflights.
    server.register(
      async (v1) => {
        const guard = projectGuard(
          projectStore(db),
          createMemoryRateLimiter(),
          { clientRequestsPerMinute: 1_000, failedAuthPerMinute: 1_000 },
          secureSite,
        )
        v1.addHook('onRequest', guard.onRequest)
        v1.addHook('preHandler', guard.preHandler)
        v1.options('/*', async (_request, reply) => reply.code(204).send())
        v1.post('/secure', { config: { caller: 'secureSite' } }, async () => ({ ok: 'secure' }))
        v1.post('/open', async () => ({ ok: 'open' }))
        v1.post('/both', { config: { caller: 'appOrSecureSite' } }, async () => ({ ok: 'both' }))
      },
      { prefix: '/v1' },
    )
    await server.ready()
  })
  afterAll(async () => {
    await server?.close()
    await db?.close()
  })

  const post = (path: string, origin?: string, projectId = 'latch-demo') =>
    server.inject({
      method: 'POST',
      url: `/v1/${path}?projectId=${projectId}`,
      payload: {},
      headers: origin ? { origin } : {},
    })

  it('admits the secure site origin alone, with CORS for it', async () => {
    const ok = await post('secure', secureSite)
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ ok: 'secure' })
    expect(ok.headers['access-control-allow-origin']).toBe(secureSite)
    // No browser writes it another way: a differently spelled one is refused, not compared loosely.
    expect((await post('secure', 'HTTP://127.0.0.1:8788')).statusCode).toBe(403)
  })

  // The refusal, and nothing else, is readable by the page that sent it, so the modal shows its alert (behaviour.md
  // §8.8); no browser origin (none, `null`), no CORS header.
  it.each([
    ['an app origin the project allows', app, app],
    ['another port of the same host', 'http://127.0.0.1:8789', 'http://127.0.0.1:8789'],
    ['no Origin at all', undefined, undefined],
    ['a null origin', 'null', undefined],
  ])('refuses %s with 403', async (_name, origin, readableBy) => {
    const refused = await post('secure', origin)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({
      status: 403,
      reasons: [{ name: 'Origin Not Allowed', description: 'Unauthorized: origin not allowed' }],
    })
    expect(refused.headers['access-control-allow-origin']).toBe(readableBy)
  })

  it('still needs a known project, and says so to the page that asked', async () => {
    const unknown = await post('secure', secureSite, 'nobody')
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toMatchObject({ reasons: [{ name: 'Invalid Project ID' }] })
    expect(unknown.headers['access-control-allow-origin']).toBe(secureSite)
  })

  it('keeps the other routes to the project origins (the secure site is not one of them)', async () => {
    expect((await post('open', app)).statusCode).toBe(200)
    expect((await post('open')).statusCode).toBe(200)
    expect((await post('open', secureSite)).statusCode).toBe(403)
  })

  it('lets a route shared with the secure site (the JSON-RPC proxy) admit both, and nobody else', async () => {
    const fromSite = await post('both', secureSite)
    expect(fromSite.statusCode).toBe(200)
    expect(fromSite.headers['access-control-allow-origin']).toBe(secureSite)
    expect((await post('both', app)).statusCode).toBe(200)
    expect((await post('both', 'http://127.0.0.1:8789')).statusCode).toBe(403)
    expect((await post('both', 'null')).statusCode).toBe(403)
  })

  it('answers preflights of the secure site and of allowed app origins (a SIWX bearer token) with authorization allowed', async () => {
    const preflight = (origin: string) =>
      server.inject({
        method: 'OPTIONS',
        url: '/v1/secure?projectId=latch-demo',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      })
    const secure = await preflight(secureSite)
    expect(secure.statusCode).toBe(204)
    expect(secure.headers['access-control-allow-origin']).toBe(secureSite)
    expect(secure.headers['access-control-allow-headers']).toBe('authorization, content-type')
    expect(secure.headers['access-control-allow-methods']).toContain('POST')

    const fromApp = await preflight(app)
    expect(fromApp.headers['access-control-allow-origin']).toBe(app)
    expect(fromApp.headers['access-control-allow-headers']).toBe('authorization, content-type')
    const evil = await preflight('https://evil.example')
    expect(evil.statusCode).toBe(403)
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()
    expect(evil.headers['access-control-allow-headers']).not.toMatch(/authorization/)
  })
})
