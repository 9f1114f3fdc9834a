/**
 * A caller's mistake caught at creation: an origin must be serialized exactly as `event.origin` reports it
 * (`https://host[:port]`, no path, no trailing slash), or every message would be silently dropped — and never
 * `*` or `null`, which would post to anyone.
 */
export function assertOrigin(origin: string, option: string): void {
  let parsed: URL | undefined
  try {
    parsed = new URL(origin)
  } catch {}
  if (!parsed || parsed.origin === 'null' || parsed.origin !== origin)
    throw new TypeError(
      `${option} must be an exact origin such as https://example.com, got ${origin}`,
    )
}
