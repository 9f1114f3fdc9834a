import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * CORS for a local chain's HTTP API, open to any page (the demo and the sample wallet call it from the browser).
 * Answers a preflight itself and returns true then; otherwise only adds the header and returns false.
 */
export function openToAnyPage(request: IncomingMessage, response: ServerResponse): boolean {
  response.setHeader('access-control-allow-origin', '*')
  if (request.method !== 'OPTIONS') return false
  response.writeHead(204, {
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '86400',
  })
  response.end()
  return true
}
