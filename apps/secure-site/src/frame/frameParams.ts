/** What the frame learns from its own URL (the app's `embeddedFrame` sets it; the server checked the app). */
export type FrameParams = { projectId: string; appOrigin: string; apiUrl: string }

/** Where the Latch API is when the app names none (the dev stack's server). */
export const defaultApiUrl = 'http://localhost:8787'

function origin(text: string): string | undefined {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * `?projectId&appOrigin&apiUrl` → the frame's parameters, or undefined when one is missing or malformed. The
 * app origin must be an origin exactly (it is the only target of every message); the API URL loses any
 * trailing slash. The server's policy lets the page reach only the configured API, whatever this says.
 */
export function readFrameParams(search: string): FrameParams | undefined {
  const query = new URLSearchParams(search)
  const projectId = query.get('projectId') ?? ''
  const appOrigin = query.get('appOrigin') ?? ''
  const apiUrl = (query.get('apiUrl') || defaultApiUrl).replace(/\/+$/, '')
  if (!projectId || projectId.length > 128) return undefined
  if (origin(appOrigin) !== appOrigin || !origin(apiUrl)) return undefined
  return { projectId, appOrigin, apiUrl }
}
