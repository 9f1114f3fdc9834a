import type { z } from 'zod'

/** One call may take this long before the answer is "the API did not answer". */
const READ_TIMEOUT_MS = 10_000
/** The most one answer may weigh: an address's page of transactions is far below it. */
const MAX_ANSWER_BYTES = 8_000_000

/**
 * Reads an Esplora API (`baseUrl`, no trailing slash): `get(path, schema)` answers what `schema` accepts, or
 * throws (no answer, an error status, too large, not the shape): the caller turns that into a 502.
 */
export function createEsploraClient(baseUrl: string) {
  return {
    async get<Schema extends z.ZodType>(path: string, schema: Schema): Promise<z.output<Schema>> {
      const response = await fetch(`${baseUrl}${path}`, {
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
        redirect: 'error',
      })
      if (!response.ok) throw new Error(`Esplora answered ${response.status}`)
      if (Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES)
        throw new Error('Esplora answered too much')
      const text = await response.text()
      if (text.length > MAX_ANSWER_BYTES) throw new Error('Esplora answered too much')
      const type = response.headers.get('content-type') ?? ''
      return schema.parse(type.includes('json') ? JSON.parse(text) : text)
    },
  }
}

export type EsploraClient = ReturnType<typeof createEsploraClient>
