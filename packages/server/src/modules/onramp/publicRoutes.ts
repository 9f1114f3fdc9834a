import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Address } from 'viem'
import { z } from 'zod'
import { httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import type { RateLimiter } from '../../platform/rateLimit/RateLimiter'
import {
  SANDBOX_PAGE_POLICY,
  sandboxCheckoutPage,
  sandboxResultPage,
  sandboxThreeDSecurePage,
} from './sandbox/sandboxCheckoutPage'
import type { SandboxPayout } from './sandbox/sandboxPayout'
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from './sandbox/sandboxSignature'
import { testCardOutcome } from './sandbox/testCards'
import type { OnRampService } from './service'
import type { StoredOnRampSession } from './store'

/**
 * Webhooks and sandbox pages per client address and minute: outside `/v1` no project budget counts them
 * (behaviour.md §15.2).
 */
export const ONRAMP_PUBLIC_PER_MINUTE = 120

const sessionParams = z.object({ sessionId: z.string().uuid('must be a session id') })

const page = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', SANDBOX_PAGE_POLICY)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html)

/**
 * Outside `/v1` (no project): the providers' webhooks at `/onramp/webhook/:provider`, and the sandbox's checkout
 * pages at `/sandbox-ramp/:sessionId` when the sandbox is on. The sandbox fires its own webhook at this server, as
 * a real ramp does, through the same route and signature check.
 */
export function onrampPublicRoutes(
  service: OnRampService,
  rateLimiter: RateLimiter,
  sandbox: { payout: SandboxPayout; webhookSecret: string; now: () => number } | undefined,
) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const { allowed } = await rateLimiter.hit(`onramp:${request.ip}`, ONRAMP_PUBLIC_PER_MINUTE)
      if (!allowed) throw httpErrors.rateLimited()
    })
    // Webhooks are verified over the exact bytes sent: the body is kept as text.
    await app.register(async (hooks) => {
      hooks.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        (_request, body, done) => done(null, body),
      )
      hooks.post('/onramp/webhook/:provider', async (request) => {
        const { provider } = parseRequest(
          z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) }),
          request.params,
        )
        return service.webhook(provider, {
          headers: request.headers,
          rawBody: typeof request.body === 'string' ? request.body : '',
          url: request.url,
        })
      })
    })
    if (!sandbox) return

    const fireWebhook = async (body: {
      sessionId: string
      status: 'success' | 'failed'
      txHash?: string
    }) => {
      const text = JSON.stringify(body)
      await app.inject({
        method: 'POST',
        url: '/onramp/webhook/sandbox',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(
            text,
            sandbox.webhookSecret,
            sandbox.now(),
          ),
        },
        payload: text,
      })
    }

    /** Pays out what was quoted and tells the server through the webhook; a failed payout is a failed order. */
    const payOut = async (session: StoredOnRampSession) => {
      if (!(await service.moveSession(session.id, ['pending'], 'processing', sandbox.now())))
        return false
      const quote = session.quote
      try {
        if (!quote) throw new Error('no quote')
        const txHash = await sandbox.payout.send(
          session.address as Address,
          quote.purchaseAmount.currency,
          quote.purchaseAmount.amount,
        )
        await fireWebhook({ sessionId: session.id, status: 'success', txHash })
      } catch (error) {
        app.log.warn({ sessionId: session.id, error: String(error) }, 'sandbox payout failed')
        await fireWebhook({ sessionId: session.id, status: 'failed' })
      }
      return true
    }

    const openSession = async (sessionId: string, reply: FastifyReply) => {
      const session = await service.sandboxSession(sessionId)
      if (!session) {
        await page(
          reply,
          404,
          sandboxResultPage('No such order', 'This sandbox order does not exist.'),
        )
        return undefined
      }
      if (session.status !== 'pending') {
        await page(
          reply,
          409,
          sandboxResultPage('Order closed', `This order is already ${session.status}.`),
        )
        return undefined
      }
      return session
    }

    await app.register(async (pages) => {
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      )
      pages.get('/sandbox-ramp/:sessionId', async (request, reply) => {
        const { sessionId } = parseRequest(sessionParams, request.params)
        const session = await openSession(sessionId, reply)
        if (session) return page(reply, 200, sandboxCheckoutPage(session))
      })
      pages.post('/sandbox-ramp/:sessionId/pay', async (request, reply) => {
        const { sessionId } = parseRequest(sessionParams, request.params)
        const { card } = parseRequest(z.object({ card: z.string().max(32) }), request.body)
        const session = await openSession(sessionId, reply)
        if (!session) return
        const outcome = testCardOutcome(card)
        if (!outcome)
          return page(
            reply,
            400,
            sandboxCheckoutPage(
              session,
              'This is no sandbox test card: use one of the numbers below.',
            ),
          )
        if (outcome === 'threeDSecure') return page(reply, 200, sandboxThreeDSecurePage(session))
        if (outcome === 'declined') {
          if (await service.moveSession(session.id, ['pending'], 'processing', sandbox.now()))
            await fireWebhook({ sessionId: session.id, status: 'failed' })
          return page(reply, 402, sandboxResultPage('Card declined', 'Your card was declined.'))
        }
        await payOut(session)
        return page(reply, 200, sandboxResultPage('Payment complete', 'Paid: your crypto is sent.'))
      })
      pages.post('/sandbox-ramp/:sessionId/authenticate', async (request, reply) => {
        const { sessionId } = parseRequest(sessionParams, request.params)
        const { outcome } = parseRequest(
          z.object({ outcome: z.enum(['complete', 'fail']) }),
          request.body,
        )
        const session = await openSession(sessionId, reply)
        if (!session) return
        if (outcome === 'fail') {
          if (await service.moveSession(session.id, ['pending'], 'processing', sandbox.now()))
            await fireWebhook({ sessionId: session.id, status: 'failed' })
          return page(
            reply,
            402,
            sandboxResultPage('Authentication failed', 'The payment was not authenticated.'),
          )
        }
        await payOut(session)
        return page(reply, 200, sandboxResultPage('Payment complete', 'Paid: your crypto is sent.'))
      })
    })
  }
}
