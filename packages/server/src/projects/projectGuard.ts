import { isOriginAllowed } from '@latch/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { httpErrors } from '../http/HttpError'
import type { RateLimiter } from '../rateLimit/RateLimiter'
import type { Project, ProjectRepository } from './projectRepository'

/** A project is read from the database at most this often per process. */
const PROJECT_CACHE_MS = 5_000

/**
 * Every `/v1` request needs a known project (`projectId` in the query, or the body of a POST) and, from a
 * browser (an `Origin` header), an origin on the project's allow list; then it counts against the project's
 * rate limit. Answers CORS preflights for allowed origins.
 */
export function projectGuard(projects: ProjectRepository, rateLimiter: RateLimiter) {
  const cache = new Map<string, { at: number; project: Project | undefined }>()

  async function find(id: string) {
    const cached = cache.get(id)
    if (cached && Date.now() - cached.at < PROJECT_CACHE_MS) return cached.project
    const project = await projects.find(id)
    if (cache.size > 10_000) cache.clear()
    cache.set(id, { at: Date.now(), project })
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
    /** CORS preflights carry no body: they are answered before routing. */
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      if (request.method !== 'OPTIONS' || !request.url.startsWith('/v1')) return
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
      if (!request.url.startsWith('/v1')) return
      const project = await check(request, reply)
      const { allowed, resetMs } = await rateLimiter.hit(project.id, project.requestsPerMinute)
      if (!allowed) {
        reply.header('retry-after', String(Math.ceil(resetMs / 1000)))
        throw httpErrors.rateLimited()
      }
    },
  }
}
