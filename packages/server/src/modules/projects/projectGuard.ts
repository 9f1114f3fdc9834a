import { isOriginAllowed } from '@latch/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { httpErrors } from '../../platform/http/HttpError'
import type { RateLimiter } from '../../platform/rateLimit/RateLimiter'
import { canonicalOrigin } from './canonicalOrigin'
import type { Project } from './Project'
import type { ProjectStore } from './store'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'secureSite'`: only the secure site may call this route (docs/embedded-wallet.md, "Trust lines"): its
     * exact origin, not the project's allowed origins, and never without an Origin. `'appOrSecureSite'`: the
     * project's origins and the secure site's too (the JSON-RPC proxy, which the secure site reads the chain
     * through for the embedded wallet).
     */
    caller?: 'secureSite' | 'appOrSecureSite'
  }
  interface FastifyRequest {
    /**
     * The project the guard checked (`/v1` routes, from its pre-handler on): the one source of a route's project,
     * whatever else the request names (a body's `projectId` beside the query's).
     */
    project: Project | null
  }
}

/** A project is read from the database at most this often per process. */
const PROJECT_CACHE_MS = 5_000
/** Projects (and unknown ids) remembered per process: a bound, so random ids cannot grow memory. */
const PROJECT_CACHE_SIZE = 10_000

/**
 * Every `/v1` request needs a known project (`projectId` in the query, or the body of a POST) and, from a
 * browser (an `Origin` header), an origin on the project's allow list; then it counts against the project's
 * rate limit. Limits are per client (its address) beside the project's budget, and on failed authentication.
 * Answers CORS preflights for allowed origins. Installed as hooks of the `/v1` scope, so it runs for every route
 * the router matched there, however the path was spelled.
 *
 * A route declared `config: { caller: 'secureSite' }` is for the secure site alone: its request must carry
 * `Origin: <secureSiteOrigin>` exactly (without a configured one, nobody may call it). Its preflights may ask
 * for `authorization` (the bearer session).
 */
export function projectGuard(
  projects: ProjectStore,
  rateLimiter: RateLimiter,
  limits: { clientRequestsPerMinute: number; failedAuthPerMinute: number },
  secureSiteOrigin?: string,
) {
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

  /**
   * A refusal is readable by the page that sent it (its origin in `access-control-allow-origin`), so the modal can
   * show the alert it stands for (behaviour.md §8.8) instead of a network error. It says only why the request was
   * refused; an answer with data still needs an allowed origin.
   */
  function exposeRefusal(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.origin
    // A preflight refused stays refused whatever its headers: it is answered without.
    if (request.method === 'OPTIONS' || header === undefined) return
    if (canonicalOrigin(header) === undefined) return
    reply.header('access-control-allow-origin', header)
    reply.header('vary', 'origin')
  }

  async function limited(
    key: string,
    limit: number,
    request: FastifyRequest,
    reply: FastifyReply,
    cost?: number,
  ) {
    const { allowed, resetMs } = await rateLimiter.hit(key, limit, cost)
    if (allowed) return
    reply.header('retry-after', String(Math.ceil(resetMs / 1000)))
    exposeRefusal(request, reply)
    throw httpErrors.rateLimited()
  }

  /** Counts a refused project id or origin against the client; past its limit the refusal is a 429. */
  async function refused(
    request: FastifyRequest,
    reply: FastifyReply,
    error: Error,
  ): Promise<never> {
    await limited(`authfail:${request.ip}`, limits.failedAuthPerMinute, request, reply)
    exposeRefusal(request, reply)
    throw error
  }

  async function checkProject(request: FastifyRequest, reply: FastifyReply) {
    const query = request.query as Record<string, unknown> | undefined
    const body = request.body as Record<string, unknown> | undefined
    const projectId = query?.projectId ?? body?.projectId
    if (typeof projectId !== 'string' || projectId.length === 0 || projectId.length > 128)
      return refused(request, reply, httpErrors.invalidProjectId())
    const project = await find(projectId)
    if (!project) return refused(request, reply, httpErrors.invalidProjectId())
    return project
  }

  async function check(request: FastifyRequest, reply: FastifyReply) {
    const project = await checkProject(request, reply)

    const header = request.headers.origin
    const origin = header === undefined ? undefined : canonicalOrigin(header)
    const { caller } = request.routeOptions.config
    const fromSecureSite = origin !== undefined && origin === secureSiteOrigin
    if (caller === 'secureSite') {
      if (!fromSecureSite) return refused(request, reply, httpErrors.originNotAllowed())
    } else if (header !== undefined && !(caller === 'appOrSecureSite' && fromSecureSite)) {
      if (!origin || !isOriginAllowed(origin, project.allowedOrigins))
        return refused(request, reply, httpErrors.originNotAllowed())
    }
    if (origin) {
      reply.header('access-control-allow-origin', origin)
      reply.header('vary', 'origin')
    }
    return project
  }

  /**
   * A preflight names no route (they all match the scope's `OPTIONS /*`), so the secure site's origin is
   * answered for any path: what it may then send is still checked per route above.
   */
  async function checkPreflight(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.origin
    if (secureSiteOrigin && header !== undefined && canonicalOrigin(header) === secureSiteOrigin) {
      const project = await checkProject(request, reply)
      reply.header('access-control-allow-origin', secureSiteOrigin)
      reply.header('vary', 'origin')
      reply.header('access-control-allow-headers', 'authorization, content-type')
      return project
    }
    reply.header('access-control-allow-headers', 'content-type')
    const project = await check(request, reply)
    // An allowed app origin may also send a bearer token (a SIWX session, docs/siwx.md).
    if (reply.hasHeader('access-control-allow-origin'))
      reply.header('access-control-allow-headers', 'authorization, content-type')
    return project
  }

  return {
    /**
     * Every request, preflights and unknown projects included, counts against its client first, so one client
     * cannot spend a project's budget; a client refused too often is refused before any lookup. CORS
     * preflights carry no body: they are answered here, before the body is read.
     */
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      await limited(`authfail:${request.ip}`, limits.failedAuthPerMinute, request, reply, 0)
      await limited(`client:${request.ip}`, limits.clientRequestsPerMinute, request, reply)
      if (request.method !== 'OPTIONS') return
      await checkPreflight(request, reply)
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-max-age', '600')
        .send()
    },
    /** After the body is parsed, so a POST may carry `projectId` in it. */
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const project = await check(request, reply)
      await limited(`project:${project.id}`, project.requestsPerMinute, request, reply)
      request.project = project
    },
  }
}
