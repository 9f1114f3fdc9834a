import { isOriginAllowed } from '@latch/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { httpErrors } from '../../platform/http/HttpError'
import type { RateLimiter } from '../../platform/rateLimit/RateLimiter'
import type { Project } from './Project'
import type { ProjectStore } from './store'

/** A project is read from the database at most this often per process. */
const PROJECT_CACHE_MS = 5_000
/** Projects (and unknown ids) remembered per process: a bound, so random ids cannot grow memory. */
const PROJECT_CACHE_SIZE = 10_000

/**
 * Every `/v1` request needs a known project (`projectId` in the query, or the body of a POST) and, from a
 * browser (an `Origin` header), an origin on the project's allow list; then it counts against the project's
 * rate limit. Answers CORS preflights for allowed origins. Installed as hooks of the `/v1` scope, so it runs
 * for every route the router matched there, however the path was spelled.
 */
export function projectGuard(projects: ProjectStore, rateLimiter: RateLimiter) {
  const cache = new LRUCache<string, { project: Project | null }>({
    max: PROJECT_CACHE_SIZE,
    ttl: PROJECT_CACHE_MS,
  })

  async function find(id: string) {
    const cached = cache.get(id)
    if (cached) return cached.project ?? undefined
    const project = await projects.find(id)
    cache.set(id, { project: project ?? null })
    return project
  }

  async function check(request: FastifyRequest, reply: FastifyReply) {
    const query = request.query as Record<string, unknown> | undefined
    const body = request.body as Record<string, unknown> | undefined
    const projectId = query?.projectId ?? body?.projectId
    if (typeof projectId !== 'string' || projectId.length === 0 || projectId.length > 128)
      throw httpErrors.invalidProjectId()
    const project = await find(projectId)
    if (!project) throw httpErrors.invalidProjectId()

    const origin = request.headers.origin
    if (origin !== undefined) {
      if (!isOriginAllowed(origin, project.allowedOrigins)) throw httpErrors.originNotAllowed()
      reply.header('access-control-allow-origin', origin)
      reply.header('vary', 'origin')
    }
    return project
  }

  return {
    /** CORS preflights carry no body: they are answered here, before the body is read. */
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      if (request.method !== 'OPTIONS') return
      await check(request, reply)
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .send()
    },
    /** After the body is parsed, so a POST may carry `projectId` in it. */
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const project = await check(request, reply)
      const { allowed, resetMs } = await rateLimiter.hit(project.id, project.requestsPerMinute)
      if (!allowed) {
        reply.header('retry-after', String(Math.ceil(resetMs / 1000)))
        throw httpErrors.rateLimited()
      }
    },
  }
}
