import type { z } from 'zod'
import { ProviderFailure } from './ProviderFailure'

export type Fetch = typeof fetch

/** A provider's answer may take this long; past it the request is abandoned (docs/onramp.md, "Faults"). */
export const PROVIDER_TIMEOUT_MS = 8_000

/**
 * One request to a provider: JSON out, the answer checked against its documented shape. A timeout, a refusal,
 * or garbage is a ProviderFailure naming the provider, never the answer's text (it may echo secrets).
 */
export async function providerFetch<Schema extends z.ZodType>(
  fetchImpl: Fetch,
  provider: string,
  url: string,
  init: RequestInit,
  schema: Schema,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<z.output<Schema>> {
  let response: Response
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    throw new ProviderFailure(
      provider,
      timedOut ? `${provider} did not answer in time` : `${provider} could not be reached`,
    )
  }
  if (!response.ok) throw new ProviderFailure(provider, `${provider} refused (${response.status})`)
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new ProviderFailure(provider, `${provider} answered in an unknown shape`)
  return parsed.data
}
