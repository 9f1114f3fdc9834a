type Pattern = { scheme?: string; host: string; wildcard: boolean; port?: string }

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' }

/**
 * Parses an allow-list entry: `example.com`, `*.example.com`, `https://*.example.com`,
 * `http://localhost:5173`. Anything else (paths, userinfo, bare `*`, `*.com`, wildcards mid-name) is invalid.
 */
function parsePattern(entry: string): Pattern | undefined {
  const match = /^(?:(https?):\/\/)?(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?\/?$/i.exec(
    entry.trim(),
  )
  if (!match) return undefined
  const [, scheme, wildcard, host = '', port] = match
  // A wildcard over a bare top-level name (`*.com`) would allow the whole internet.
  if (wildcard && !host.includes('.')) return undefined
  return {
    ...(scheme ? { scheme: `${scheme.toLowerCase()}:` } : {}),
    host: host.toLowerCase(),
    wildcard: Boolean(wildcard),
    ...(port ? { port } : {}),
  }
}

/** A browser origin: http(s) only, no userinfo, no path; the default port made explicit. */
function parseOrigin(origin: string): { scheme: string; host: string; port: string } | undefined {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return undefined
  }
  if (!(url.protocol in defaultPorts) || url.username || url.password) return undefined
  if (url.pathname !== '/' || url.search || url.hash || origin.endsWith('/')) return undefined
  return {
    scheme: url.protocol,
    host: url.hostname.toLowerCase(),
    port: url.port || (defaultPorts[url.protocol] as string),
  }
}

/**
 * Whether a browser `Origin` is on a project's allow list (behaviour.md §5). `*.example.com` matches sub-domains of
 * example.com at any depth but not example.com itself nor look-alikes (`evil-example.com`,
 * `example.com.evil.net`); an entry without a scheme allows http and https; an entry without a port allows
 * the scheme's default port only.
 */
export function isOriginAllowed(origin: string, allowList: readonly string[]): boolean {
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return allowList.some((entry) => {
    const pattern = parsePattern(entry)
    if (!pattern) return false
    if (pattern.scheme && pattern.scheme !== parsed.scheme) return false
    const port = pattern.port ?? defaultPorts[pattern.scheme ?? parsed.scheme]
    if (port !== parsed.port) return false
    return pattern.wildcard
      ? parsed.host.endsWith(`.${pattern.host}`)
      : parsed.host === pattern.host
  })
}

/** Whether an allow-list entry is well formed (for validating a project's settings). */
export function isValidOriginPattern(entry: string): boolean {
  return parsePattern(entry) !== undefined
}
