import { createLatchApiRequest } from '../api/createLatchApiRequest'
import { DataApiError } from '../api/DataApiError'
import { isObject } from '../api/isObject'
import type { ServerSiwxSession } from './ServerSiwxSession'

/**
 * The Latch server's `/v1/siwx` routes: nonce, verify, session, revoke, through createLatchApiRequest (non-2xx
 * answers fail with the server's reasons); answers are checked for the fields used, nothing else is trusted.
 */
export function createSiwxApiClient(options: { apiUrl: string; projectId: string }) {
  const request = createLatchApiRequest({ ...options, sdkVersion: 'js-siwx-0.1.0' })
  const call = (
    path: string,
    init: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {},
  ) => request(`/v1/siwx/${path}`, init)
  return {
    async nonce(): Promise<string> {
      const body = await call('nonce')
      if (!isObject(body) || typeof body.nonce !== 'string') throw badAnswer('nonce')
      return body.nonce
    },
    async verify(message: string, signature: string) {
      const body = await call('verify', { method: 'POST', body: { message, signature } })
      if (!isObject(body) || typeof body.token !== 'string' || !isSession(body.session))
        throw badAnswer('token')
      return { token: body.token, session: body.session }
    },
    /** The session behind a token, or undefined when the server no longer honours it (401). */
    async session(token: string): Promise<ServerSiwxSession | undefined> {
      try {
        const body = await call('session', { token })
        return isObject(body) && isSession(body.session) ? body.session : undefined
      } catch (error) {
        if (error instanceof DataApiError && error.status === 401) return undefined
        throw error
      }
    },
    async revoke(token: string): Promise<void> {
      await call('revoke', { method: 'POST', token })
    },
  }
}

function isSession(value: unknown): value is ServerSiwxSession {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.accountAddress === 'string' &&
    typeof value.chainId === 'string' &&
    typeof value.expiresAt === 'string' &&
    typeof value.message === 'string' &&
    typeof value.signature === 'string'
  )
}

const badAnswer = (field: string) =>
  new DataApiError(502, [{ name: 'Bad Response', description: `Missing ${field}` }])
