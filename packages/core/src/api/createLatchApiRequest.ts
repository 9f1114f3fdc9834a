import { DataApiError } from './DataApiError'
import { isObject } from './isObject'

export type LatchApiQuery = Record<string, string | undefined>

export type LatchApiRequest = (
  path: string,
  init?: {
    method?: 'GET' | 'POST' | undefined
    query?: LatchApiQuery | undefined
    body?: unknown
    /** A bearer token (a SIWX session). */
    token?: string | undefined
  },
) => Promise<unknown>

export type LatchApiOptions = {
  apiUrl: string
  projectId: string
  /** `st`: who is calling (e.g. `latch`). */
  sdkType?: string | undefined
  /** `sv`: `<framework>-<adapter>-<version>`. */
  sdkVersion?: string | undefined
  fetch?: typeof fetch | undefined
}

/**
 * One request to Latch's own API (behaviour.md §7), the way every client of it sends one: `projectId`, `st` and
 * `sv` in the query, JSON in and out, POST when there is a body. A non-2xx answer fails with the server's reasons
 * (`DataApiError`); a 204 answers undefined. The answer is the caller's to check: nothing of it is trusted here.
 * No validation library: this ships in the browser.
 */
export function createLatchApiRequest(options: LatchApiOptions): LatchApiRequest {
  const base = options.apiUrl.replace(/\/+$/, '')
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  return async (path, init = {}) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries({
      ...init.query,
      projectId: options.projectId,
      st: options.sdkType ?? 'latch',
      sv: options.sdkVersion ?? 'js-core-0.1.0',
    }))
      if (value !== undefined) params.set(key, value)
    const headers: Record<string, string> = {}
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    const response = await doFetch(`${base}${path}?${params}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    if (response.status === 204) return undefined
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok)
      throw new DataApiError(
        response.status,
        isObject(body) && Array.isArray(body.reasons) ? body.reasons.filter(isReason) : [],
      )
    return body
  }
}

function isReason(value: unknown): value is { name: string; description: string } {
  return isObject(value) && typeof value.name === 'string' && typeof value.description === 'string'
}
