import { randomUUID } from 'node:crypto'
import { httpErrors } from '../../platform/http/HttpError'
import { SESSION_TTL_MS } from './authRules'
import { newToken, sha256 } from './authSecrets'
import type { AuthStore } from './store'

/** What `authenticate` reads of a request (a Fastify request fits). */
export type AuthRequest = {
  headers: Record<string, string | string[] | undefined>
  query?: unknown
  body?: unknown
}

export type Authenticated = { userId: string; sessionId: string; email: string | null }

const bearer = (request: AuthRequest) => {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header) : null
  return match?.[1]
}

const projectIdOf = (request: AuthRequest) => {
  const query = request.query as { projectId?: unknown } | undefined
  const body = request.body as { projectId?: unknown } | undefined
  const id = query?.projectId ?? body?.projectId
  return typeof id === 'string' ? id : undefined
}

/**
 * Sessions: a bearer token (only its hash is kept) for one user, device and project, for 30 days unless revoked.
 */
export function createAuthSessions({ store, now }: { store: AuthStore; now: () => number }) {
  async function openSession(userId: string, deviceHash: string, projectId: string) {
    const token = newToken()
    const createdAt = now()
    await store.createSession({
      id: randomUUID(),
      tokenHash: sha256(token),
      userId,
      deviceHash,
      projectId,
      createdAt,
      expiresAt: createdAt + SESSION_TTL_MS,
    })
    return token
  }

  /** The live session the bearer token names, for this request's project. */
  async function sessionOf(request: AuthRequest) {
    const token = bearer(request)
    if (!token) return undefined
    const session = await store.session(sha256(token), now())
    // A session opened for one project is not another's.
    const projectId = projectIdOf(request)
    if (!session || (projectId !== undefined && projectId !== session.projectId)) return undefined
    return session
  }

  async function authenticate(request: AuthRequest): Promise<Authenticated> {
    const session = await sessionOf(request)
    if (!session) throw httpErrors.unauthorized()
    return { userId: session.userId, sessionId: session.id, email: session.email }
  }

  return { openSession, sessionOf, authenticate }
}

export type AuthSessions = ReturnType<typeof createAuthSessions>
