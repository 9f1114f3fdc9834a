import type { Server } from 'node:http'
import type { FastifyHttpOptions } from 'fastify'

/**
 * What a slow or idle client may hold (behaviour.md §15.3: a POST trickling a byte every 5 s stayed open forever, and
 * every idle connection was accepted). A request must arrive whole within `requestTimeoutMs` (Node answers
 * 408 and closes), a connection with no traffic for twice that is closed, keep-alive ends after 5 s idle, and
 * past `maxConnections` new connections are dropped (set on the server by `app.ts`). Upgraded WebSockets
 * leave these timeouts behind (ws clears them).
 */
export function connectionLimits(limits: { requestTimeoutMs: number }): FastifyHttpOptions<Server> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.requestTimeoutMs * 2,
    keepAliveTimeout: 5_000,
    http: {
      headersTimeout: limits.requestTimeoutMs,
      // How often Node looks for requests past their time (its default, 30 s, would let them run long).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, limits.requestTimeoutMs / 4)),
    },
  }
}
