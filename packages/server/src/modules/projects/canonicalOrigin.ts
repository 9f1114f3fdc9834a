/**
 * An Origin header as a browser serialises it (RFC 6454 §6.2: lower-case scheme and host, no default port, no
 * escapes), or undefined when the header is not in that form. A browser never sends another form, so a header
 * that differs from its serialisation (`HTTP://LOCALHOST:5173`, `http://localhost:05173`,
 * `http://local%68ost:5173`) is refused rather than compared loosely.
 */
export function canonicalOrigin(header: string): string | undefined {
  try {
    const { origin } = new URL(header)
    return origin === header ? origin : undefined
  } catch {
    return undefined
  }
}
