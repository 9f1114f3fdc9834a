import { DataApiError } from '../api/DataApiError'
import type { ServerSiwxSession } from './ServerSiwxSession'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The Latch server's `/v1/siwx` routes: nonce, verify, session, revoke. Non-2xx answers fail with the server's
 * reasons (`DataApiError`); answers are checked for the fields used, nothing else is trusted.
 */
export function createSiwxApiClient(options: { apiUrl: string; projectId: string }) {
  const base = options.apiUrl.replace(/\/+$/, '')
  async function call(
    path: string,
    init: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {},
  ): Promise<unknown> {
    const headers: Record<string, string> = {}
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    const response = await fetch(
      `${base}/v1/siwx/${path}?projectId=${encodeURIComponent(options.projectId)}&st=latch`,
      {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      },
    )
    if (response.status === 204) return undefined
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok)
      throw new DataApiError(
        response.status,
        isObject(body) && Array.isArray(body.reasons) ? body.reasons.filter(isReason) : [],
      )
    return body
  }
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

function isReason(value: unknown): value is { name: string; description: string } {
  return isObject(value) && typeof value.name === 'string' && typeof value.description === 'string'
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
