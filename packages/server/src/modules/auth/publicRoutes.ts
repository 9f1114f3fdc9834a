import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { httpErrors } from '../../platform/http/HttpError'
import { isLoopback } from '../../platform/http/isLoopback'
import { parseRequest } from '../../platform/http/parseRequest'
import { inboxPage } from '../../platform/mail/inboxPage'
import { approvalPage } from './approvalPage'
import type { AuthService } from './service'

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

const html = (reply: FastifyReply, body: string) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body)

/**
 * Outside the project guard: the device link a user opens from the e-mail, and, while mail goes to the built-in
 * SMTP sink, the dev inbox (loopback clients only: it holds live codes).
 */
export function authPublicRoutes(service: AuthService, options: { inbox: boolean }) {
  return async (app: FastifyInstance) => {
    // The token is in the URL: request logs stay off (they would write it down), referrers too.
    app.get('/v1/auth/device/approve', { logLevel: 'warn' }, async (request, reply) => {
      const { token } = parseRequest(
        z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a device link') }),
        request.query,
      )
      const approved = await service.approveDevice(token, request.ip)
      reply.code(approved ? 200 : 410).header('referrer-policy', 'no-referrer')
      return html(reply, approvalPage(approved))
    })

    if (!options.inbox) return
    const sink = (request: FastifyRequest) => {
      const sink = service.mailer.sink
      if (!sink || !isLoopback(request.ip)) throw httpErrors.notFound()
      return sink
    }
    app.get('/dev/inbox', async (request, reply) =>
      html(reply, inboxPage(sink(request).messages())),
    )
    app.get('/dev/inbox.json', async (request, reply) => {
      const { to } = parseRequest(z.object({ to: z.string().max(254).optional() }), request.query)
      reply.header('cache-control', 'no-store')
      return { messages: sink(request).messages(to) }
    })
  }
}
