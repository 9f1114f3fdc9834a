import { isOriginAllowed } from '@latch/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { HttpError, httpErrors } from '../../platform/http/HttpError'
import type { RateLimiter } from '../../platform/rateLimit/RateLimiter'
import { canonicalOrigin } from '../projects/canonicalOrigin'
import type { Project } from '../projects/Project'
import type { ProjectStore } from '../projects/store'
import { analyticsBodySchema, analyticsTexts } from './analyticsPayload'
import type { AnalyticsService } from './service'

/** `/e`'s refusal of a project: a 403, which the modal shows as "Invalid App Configuration" once (spec §8). */
const invalidProject = () => new HttpError(403, 'Invalid Project ID', 'Invalid Project ID')

/**
 * `POST /e?projectId=…&st=…&sv=…` (spec §7, behaviour.md §21): one event or a batch, as JSON or as the text/plain
 * a `sendBeacon` sends. Outside `/v1` (the spec's path) with the guard's rules: a known project, and from a
 * browser, an origin on its list; every request counts against its client's limit (the address is counted in
 * memory, never stored). Answers 204. Its CORS headers name any origin: no credential goes with it, and a refused
 * page must read the 403 to show its alert.
 */
export function analyticsPublicRoutes(options: {
  service: AnalyticsService
  projects: ProjectStore
  rateLimiter: RateLimiter
  limits: { clientRequestsPerMinute: number; failedAuthPerMinute: number }
}) {
  const { service, projects, rateLimiter } = options
  // As the guard's: a project is read at most every 5 s per process, and only so many ids are remembered.
  const cache = new LRUCache<string, { project: Project | null }>({ max: 10_000, ttl: 5_000 })
  async function find(id: string) {
    const cached = cache.get(id)
    if (cached) return cached.project ?? undefined
    const project = await projects.find(id)
    cache.set(id, { project: project ?? null })
    return project
  }

  function allowCors(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.origin
    const origin = header === undefined ? undefined : canonicalOrigin(header)
    if (origin) reply.header('access-control-allow-origin', origin).header('vary', 'origin')
    return origin
  }

  return async (app: FastifyInstance) => {
    // sendBeacon's string body arrives as text/plain: it is the same JSON.
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string))
      } catch {
        done(httpErrors.badRequest(analyticsTexts.invalidBody), undefined)
      }
    })

    app.options('/e', async (request, reply) => {
      allowCors(request, reply)
      return reply
        .code(204)
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .send()
    })

    async function limited(key: string, limit: number, reply: FastifyReply, cost?: number) {
      const { allowed, resetMs } = await rateLimiter.hit(key, limit, cost)
      if (allowed) return
      reply.header('retry-after', String(Math.ceil(resetMs / 1000)))
      throw httpErrors.rateLimited()
    }
    /** As the guard: a refused project id or origin counts against the client; past its limit, a 429. */
    async function refused(
      request: FastifyRequest,
      reply: FastifyReply,
      error: Error,
    ): Promise<never> {
      await limited(`authfail:${request.ip}`, options.limits.failedAuthPerMinute, reply)
      throw error
    }

    app.post('/e', async (request, reply) => {
      const origin = allowCors(request, reply)
      await limited(`authfail:${request.ip}`, options.limits.failedAuthPerMinute, reply, 0)
      await limited(`client:${request.ip}`, options.limits.clientRequestsPerMinute, reply)
      const { projectId } = (request.query ?? {}) as Record<string, unknown>
      if (typeof projectId !== 'string' || projectId.length === 0 || projectId.length > 128)
        return refused(request, reply, invalidProject())
      const project = await find(projectId)
      if (!project) return refused(request, reply, invalidProject())
      if (request.headers.origin !== undefined)
        if (!origin || !isOriginAllowed(origin, project.allowedOrigins))
          return refused(request, reply, httpErrors.originNotAllowed())
      const parsed = analyticsBodySchema.safeParse(request.body)
      if (!parsed.success) throw httpErrors.badRequest(analyticsTexts.invalidBody)
      await service.ingest(project, parsed.data)
      return reply.code(204).send()
    })
  }
}
