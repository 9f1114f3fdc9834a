import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import type { Plugin } from 'vite'

/**
 * The demo app's own back end (behaviour.md §12): `GET /api/me` answers who is signed in, from the SIWX session token
 * the Latch server issued. It verifies the token offline with the published key (docs/siwx.md), then asks the server
 * whether the session is still live, so a signed-out session is refused at once (401).
 */
export function demoApi(options: { latchApiUrl: string; projectId: string }): Plugin {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', options.latchApiUrl))

  async function me(request: IncomingMessage, response: ServerResponse) {
    const token = /^Bearer ([\w.-]+)$/.exec(request.headers.authorization ?? '')?.[1]
    try {
      if (!token) throw new Error('No token')
      const { payload } = await jwtVerify(token, jwks, {
        issuer: options.latchApiUrl,
        audience: options.projectId,
        algorithms: ['ES256'],
      })
      const live = await fetch(
        `${options.latchApiUrl}/v1/siwx/session?projectId=${encodeURIComponent(options.projectId)}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
      if (!live.ok) throw new Error('Session ended')
      send(response, 200, { address: payload.address, chainId: payload.chainId })
    } catch {
      send(response, 401, { error: 'Not signed in' })
    }
  }

  return {
    name: 'latch-demo-api',
    configureServer(server) {
      server.middlewares.use('/api/me', (request, response) => void me(request, response))
    },
    configurePreviewServer(server) {
      server.middlewares.use('/api/me', (request, response) => void me(request, response))
    },
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status
  response.setHeader('content-type', 'application/json')
  response.setHeader('cache-control', 'no-store')
  response.end(JSON.stringify(body))
}
