import { existsSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** The console page's policy: its own scripts only; charts set inline styles. */
export const CONSOLE_PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

/**
 * The built console (`apps/console/dist`) at `/console/` (@fastify/static): its files, and `index.html` for
 * `/console` itself. Not built: a 503 that says how to build it.
 */
export function consolePageRoutes(dir: string) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/console') || request.url.startsWith('/console/api')) return
      reply
        .header('content-security-policy', CONSOLE_PAGE_POLICY)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
    })
    app.get('/console', async (_request, reply) => reply.redirect('/console/'))
    if (!existsSync(dir)) {
      app.get('/console/*', async (_request, reply) =>
        reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The console is not built: npm run build -w @latch/console'),
      )
      return
    }
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/console/',
      index: 'index.html',
      wildcard: true,
      cacheControl: false,
      setHeaders(response, path) {
        response.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }
}
