import { somethingWentWrong } from '@latch/core/errorTexts'

/** A refusal of the Latch API: its status and its first reason (`{ status, reasons: [{ name, description }] }`). */
export class LatchApiError extends Error {
  override name = 'LatchApiError' as const
  readonly status: number
  readonly reason: string

  constructor(status: number, reason: string, description: string) {
    super(description)
    this.status = status
    this.reason = reason
  }
}

export type LatchApiOptions = {
  apiUrl: string
  projectId: string
  /** The session's bearer token, when signed in. */
  token: () => string | undefined
  fetch?: typeof globalThis.fetch
}

export type LatchApi = ReturnType<typeof createLatchApi>

/**
 * The secure site's client of the Latch server: JSON in and out, `projectId` in the query (the project guard
 * reads it there for every method) and the body, the session as `Authorization: Bearer`. A refusal throws
 * `LatchApiError` with the server's description, which is meant for the user.
 */
export function createLatchApi({
  apiUrl,
  projectId,
  token,
  fetch = globalThis.fetch,
}: LatchApiOptions) {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: Record<string, unknown> | undefined,
    options: {
      signal?: AbortSignal | undefined
      query?: Record<string, string>
      /** A JSON-RPC request goes as it is. */
      raw?: boolean
      /** The session to send instead of the stored one (sign-out ends a session already dropped here). */
      token?: string | undefined
    } = {},
  ): Promise<T> {
    const url = new URL(`${apiUrl}${path}`)
    url.searchParams.set('projectId', projectId)
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
    const headers: Record<string, string> = {}
    const bearer = options.token ?? token()
    if (bearer) headers.authorization = `Bearer ${bearer}`
    if (body) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body ? JSON.stringify(options.raw ? body : { projectId, ...body }) : undefined,
        signal: options.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      })
    } catch (error) {
      if (options.signal?.aborted) throw error
      throw new LatchApiError(0, 'Network Error', 'The wallet server could not be reached')
    }
    const answer = (await response.json().catch(() => undefined)) as
      | (T & { reasons?: Array<{ name?: string; description?: string }> })
      | undefined
    if (!response.ok) {
      const reason = answer?.reasons?.[0]
      throw new LatchApiError(
        response.status,
        reason?.name ?? 'Server Error',
        reason?.description ?? somethingWentWrong,
      )
    }
    return answer as T
  }

  return {
    post: <T>(path: string, body: Record<string, unknown> = {}, signal?: AbortSignal) =>
      call<T>('POST', path, body, { signal }),
    get: <T>(path: string, signal?: AbortSignal) => call<T>('GET', path, undefined, { signal }),
    /** Ends a session on the server (`POST /v1/auth/sign-out`), named by its token. */
    signOut: (session: string) =>
      call<{ signedOut: true }>('POST', '/v1/auth/sign-out', {}, { token: session }),
    /** A JSON-RPC call to a chain through the server's RPC proxy (`POST /v1?chainId=eip155:N`). */
    async rpc(chainId: number, method: string, params: unknown, signal?: AbortSignal) {
      const answer = await call<{ result?: unknown; error?: { code?: number; message?: string } }>(
        'POST',
        '/v1',
        { jsonrpc: '2.0', id: 1, method, params: params ?? [] },
        { signal, query: { chainId: `eip155:${chainId}` }, raw: true },
      )
      if (answer.error)
        throw new LatchApiError(200, 'RPC Error', answer.error.message ?? 'RPC error')
      return answer.result
    },
  }
}
