/** An error as the logs may show it: no stack, no SQL text, no parameters, no credentials. */
export type SafeError = { type: string; code?: string; message: string }

const MAX_MESSAGE = 300

/** A URL with nothing secret left: scheme and host (API keys sit in the userinfo, the path or the query). */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}/…`
  } catch {
    return '[url]'
  }
}

/**
 * Describes errors for the logs (behaviour.md §15.1: upstream URLs carried API keys into every failed poll's log line).
 * Each configured secret URL is replaced by its safe form wherever it appears, and any other URL loses its
 * userinfo and its key-like query values.
 */
export function errorDescriber(secretUrls: readonly (string | undefined)[]) {
  const secrets = [
    ...new Set(
      secretUrls
        .filter((url): url is string => Boolean(url))
        .flatMap((url) => [url, url.replace(/\/$/, '')]),
    ),
  ].sort((a, b) => b.length - a.length)
  // One pass (longest first), so a replacement is never matched again.
  const secretPattern = secrets.length
    ? new RegExp(
        secrets.map((secret) => secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
        'g',
      )
    : undefined
  const redact = (text: string) =>
    (secretPattern ? text.replace(secretPattern, (secret) => safeUrl(secret)) : text)
      .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1***@')
      .replace(/([?&](?:api[-_]?key|key|token|access[-_]token|auth|secret)=)[^&\s]+/gi, '$1***')
  return {
    redact,
    describe(error: unknown): SafeError {
      const value = error as {
        name?: unknown
        code?: unknown
        shortMessage?: unknown
        message?: unknown
        details?: unknown
        url?: unknown
      }
      // viem's errors: a short message, the cause in `details`, the node in `url` (scheme and host only).
      const base =
        typeof value?.shortMessage === 'string'
          ? value.shortMessage
          : typeof value?.message === 'string'
            ? value.message
            : String(error)
      const details = typeof value?.details === 'string' ? ` ${value.details}` : ''
      const where = typeof value?.url === 'string' ? ` (${safeUrl(value.url)})` : ''
      const message = `${base.split('\n')[0] ?? ''}${details.split('\n')[0] ?? ''}`
      return {
        type: typeof value?.name === 'string' ? value.name : 'Error',
        ...(typeof value?.code === 'string' || typeof value?.code === 'number'
          ? { code: String(value.code) }
          : {}),
        message: `${redact(message)}${where}`.slice(0, MAX_MESSAGE),
      }
    },
  }
}

export type ErrorDescriber = ReturnType<typeof errorDescriber>
