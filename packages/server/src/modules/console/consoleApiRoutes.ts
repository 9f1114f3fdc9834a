import { randomBytes } from 'node:crypto'
import { isOriginAllowed, isValidOriginPattern } from '@latch/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { HealthChecks } from '../../platform/health/createHealthChecks'
import { HttpError, httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import type { RateLimiter } from '../../platform/rateLimit/RateLimiter'
import type { AnalyticsService } from '../analytics/service'
import type { PaymasterService } from '../paymaster/service'
import type { ProjectStore } from '../projects/store'
import { type ConsoleAuth, consoleTexts } from './consoleAuth'
import { consoleFeatureRoutes } from './consoleFeatureRoutes'
import { consolePaymasterRoutes } from './consolePaymasterRoutes'
import type { ConsoleStore } from './store'

/** Sign-in attempts per client address and minute. */
export const CONSOLE_SIGN_INS_PER_MINUTE = 10

const ranges = {
  '24h': { ms: 24 * 3600_000, bucketMs: 3600_000 },
  '7d': { ms: 7 * 24 * 3600_000, bucketMs: 24 * 3600_000 },
} as const

const projectFields = z.object({
  name: z.string().trim().min(1, 'A project needs a name').max(100),
  allowedOrigins: z
    .array(
      z
        .string()
        .trim()
        .max(253)
        .refine(
          isValidOriginPattern,
          'An allowed origin is a host, *.host, or scheme://host:port (no path)',
        ),
    )
    .max(100),
  requestsPerMinute: z.number().int().min(1).max(1_000_000),
  storeAddresses: z.boolean().default(false),
})

const projectParams = z.object({ id: z.string().min(1).max(128) })
const rangeQuery = z.object({ range: z.enum(['24h', '7d']).default('24h') })
const breakdownQuery = rangeQuery.extend({ by: z.enum(['wallet', 'method', 'view']) })

/**
 * The console's API under `/console/api` (behaviour.md §21.5): same-origin JSON for the console page, a bearer
 * session from a sign-in; no session answers 401, another operator's project 403.
 */
export function consoleApiRoutes(options: {
  auth: ConsoleAuth
  store: ConsoleStore
  projects: ProjectStore
  analytics: AnalyticsService
  paymaster: PaymasterService
  health: HealthChecks
  rateLimiter: RateLimiter
  now: () => number
}) {
  const { auth, store, projects, analytics, now } = options

  async function ownProject(request: FastifyRequest) {
    const operator = await auth.operatorOf(request.headers.authorization)
    const { id } = parseRequest(projectParams, request.params)
    const project = await projects.find(id)
    if (!project) throw new HttpError(404, 'Not Found', 'No such project')
    if ((await store.ownerOf(id)) !== operator)
      throw new HttpError(403, 'Forbidden', consoleTexts.notYours)
    return project
  }

  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
    })

    async function limitSignIns(request: FastifyRequest) {
      const { allowed } = await options.rateLimiter.hit(
        `console-sign-in:${request.ip}`,
        CONSOLE_SIGN_INS_PER_MINUTE,
      )
      if (!allowed) throw httpErrors.rateLimited()
    }

    app.post('/console/api/sign-in/token', async (request) => {
      await limitSignIns(request)
      const { token } = parseRequest(z.object({ token: z.string().min(1).max(200) }), request.body)
      return auth.signInWithToken(token)
    })
    // Counted apart from sign-ins (the sign-in that spends a nonce counts): a row each, deleted once expired.
    app.get('/console/api/sign-in/nonce', async (request) => {
      const { allowed } = await options.rateLimiter.hit(
        `console-nonce:${request.ip}`,
        CONSOLE_SIGN_INS_PER_MINUTE * 6,
      )
      if (!allowed) throw httpErrors.rateLimited()
      return { nonce: await auth.newNonce() }
    })
    app.post('/console/api/sign-in/siwe', async (request) => {
      await limitSignIns(request)
      const { message, signature } = parseRequest(
        z.object({ message: z.string().max(4_000), signature: z.string().max(4_000) }),
        request.body,
      )
      return auth.signInWithSiwe(message, signature)
    })
    app.post('/console/api/sign-out', async (request, reply) => {
      await auth.signOut(request.headers.authorization)
      return reply.code(204).send()
    })
    app.get('/console/api/me', async (request) => ({
      operator: await auth.operatorOf(request.headers.authorization),
    }))

    app.get('/console/api/projects', async (request) => {
      const operator = await auth.operatorOf(request.headers.authorization)
      const ids = await store.projectIdsOf(operator)
      const found = await Promise.all(ids.map((id) => projects.find(id)))
      return { projects: found.filter((project) => project !== undefined) }
    })
    app.post('/console/api/projects', async (request, reply) => {
      const operator = await auth.operatorOf(request.headers.authorization)
      const fields = parseRequest(projectFields, request.body)
      const id = `p-${randomBytes(8).toString('hex')}`
      await store.setOwner(id, operator)
      const project = {
        id,
        name: fields.name,
        allowedOrigins: fields.allowedOrigins,
        requestsPerMinute: fields.requestsPerMinute,
      }
      await projects.upsert(project)
      await analytics.store.saveSettings(id, { storeAddresses: fields.storeAddresses })
      return reply.code(201).send({ ...project, storeAddresses: fields.storeAddresses })
    })
    app.get('/console/api/projects/:id', async (request) => {
      const project = await ownProject(request)
      return { ...project, storeAddresses: await analytics.store.storesAddresses(project.id) }
    })
    app.put('/console/api/projects/:id', async (request) => {
      const project = await ownProject(request)
      const fields = parseRequest(projectFields, request.body)
      const saved = {
        id: project.id,
        name: fields.name,
        allowedOrigins: fields.allowedOrigins,
        requestsPerMinute: fields.requestsPerMinute,
      }
      await projects.upsert(saved)
      await analytics.store.saveSettings(project.id, { storeAddresses: fields.storeAddresses })
      return { ...saved, storeAddresses: fields.storeAddresses }
    })
    // The origin tester: the guard's own rule (isOriginAllowed) on the list being edited.
    app.post('/console/api/origin-check', async (request) => {
      await auth.operatorOf(request.headers.authorization)
      const { origin, allowedOrigins } = parseRequest(
        z.object({
          origin: z.string().max(300),
          allowedOrigins: z.array(z.string().max(253)).max(100),
        }),
        request.body,
      )
      return { allowed: isOriginAllowed(origin.trim(), allowedOrigins) }
    })

    app.get('/console/api/projects/:id/funnel', async (request) => {
      const project = await ownProject(request)
      const { range } = parseRequest(rangeQuery, request.query)
      const { ms, bucketMs } = ranges[range]
      const time = now()
      return {
        bucketMs,
        since: time - ms,
        until: time,
        rows: await analytics.store.funnel(project.id, time - ms, bucketMs),
      }
    })
    app.get('/console/api/projects/:id/breakdown', async (request) => {
      const project = await ownProject(request)
      const { range, by } = parseRequest(breakdownQuery, request.query)
      return { rows: await analytics.store.breakdown(project.id, now() - ranges[range].ms, by) }
    })
    app.get('/console/api/projects/:id/errors', async (request) => {
      const project = await ownProject(request)
      const { range } = parseRequest(rangeQuery, request.query)
      return { groups: await analytics.store.errorGroups(project.id, now() - ranges[range].ms) }
    })
    await app.register(consolePaymasterRoutes({ paymaster: options.paymaster, ownProject }))
    await app.register(consoleFeatureRoutes({ ownProject }))
    app.get('/console/api/health', async (request) => {
      await auth.operatorOf(request.headers.authorization)
      return options.health.run()
    })
  }
}
