import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { httpErrors } from '../../platform/http/HttpError'
import { isLocalClient } from '../../platform/http/isLocalClient'
import { parseRequest } from '../../platform/http/parseRequest'
import { inboxPage } from '../../platform/mail/inboxPage'
import { approvalPage } from './approvalPage'
import type { AuthService } from './service'

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"
const deviceLink = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a device link'),
})

// Page URLs carry the device link's token: no referrer leaves the origin. Not `no-referrer`: a form's POST
// would then carry `Origin: null`, and the approval checks its Origin.
const html = (reply: FastifyReply, body: string) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .send(body)

/**
 * Outside the project guard: the device link a user opens from the e-mail, and, while mail goes to the built-in
 * SMTP sink (development only: production needs SMTP_URL), the dev inbox (local clients only: it holds live
 * codes). `publicOrigin` is LATCH_PUBLIC_URL's origin, where the device link's page is served.
 */
export function authPublicRoutes(
  service: AuthService,
  options: { inbox: boolean; publicOrigin: string },
) {
  return async (app: FastifyInstance) => {
    // The approval page's form (this plugin's scope only): WHATWG's parser for a one-field body.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    )

    // Opening the link shows a button and approves nothing: mail scanners fetch links (GET, HEAD) unasked.
    // The token is in the URL: request logs stay off (they would write it down).
    app.get('/v1/auth/device/approve', { logLevel: 'warn' }, async (request, reply) => {
      const { token } = parseRequest(deviceLink, request.query)
      const live = await service.isDeviceLinkLive(token, request.ip)
      reply.code(live ? 200 : 410)
      return html(reply, live ? approvalPage('ask', token) : approvalPage('expired'))
    })

    // The button: a POST from that page, on this server's origin (another site's form is refused).
    app.post('/v1/auth/device/approve', { logLevel: 'warn' }, async (request, reply) => {
      if (request.headers.origin !== options.publicOrigin) throw httpErrors.originNotAllowed()
      const { token } = parseRequest(deviceLink, request.body)
      const approved = await service.approveDevice(token, request.ip)
      reply.code(approved ? 200 : 410)
      return html(reply, approvalPage(approved ? 'approved' : 'expired'))
    })

    if (!options.inbox) return
    const sink = (request: FastifyRequest) => {
      const sink = service.mailer.sink
      if (!sink || !isLocalClient(request)) throw httpErrors.notFound()
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
