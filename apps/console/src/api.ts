/** The session the console signed in with: kept for the tab (sessionStorage), sent as a bearer token. */
const SESSION_KEY = 'latch-console-session'

export const session = {
  get: () => sessionStorage.getItem(SESSION_KEY),
  set: (token: string) => sessionStorage.setItem(SESSION_KEY, token),
  clear: () => sessionStorage.removeItem(SESSION_KEY),
}

/** A refusal of the console API, with the server's description (`{ reasons: [{ description }] }`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** Calls `/console/api/<path>` with the session; a 401 ends the session (the page shows the sign-in). */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const token = session.get()
  const response = await fetch(`/console/api/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  if (response.status === 204) return undefined as T
  const body = (await response.json().catch(() => undefined)) as
    | { reasons?: Array<{ description?: string }> }
    | undefined
  if (!response.ok) {
    if (response.status === 401) window.dispatchEvent(new Event('latch-console-signed-out'))
    throw new ApiError(
      response.status,
      body?.reasons?.[0]?.description ?? `HTTP ${response.status}`,
    )
  }
  return body as T
}

export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  requestsPerMinute: number
  storeAddresses?: boolean
}

export type FunnelRow = { bucket: number; event: string; count: number }
export type BreakdownRow = { key: string; event: string; count: number }
export type ErrorGroup = {
  errorType: string
  errorMessage: string
  count: number
  lastSeen: number
  stackTrace: string
}
export type Health = {
  status: 'ok' | 'degraded' | 'down'
  checks: Record<string, { status: string; [detail: string]: unknown }>
}
