import type { FastifyInstance } from 'fastify'
import type { AuthService } from '../modules/auth/service'

/** The auth service the app's auth module provides (ModuleServices), for a test that signs a user in directly. */
export function authOf(app: FastifyInstance): AuthService {
  const auth = app.services.auth
  if (!auth) throw new Error('this app has no auth module')
  return auth
}
