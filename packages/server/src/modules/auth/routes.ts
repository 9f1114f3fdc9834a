import { isOtp, isValidEmail } from '@latch/core/embeddedWallet'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { sdkQuery } from '../../platform/http/schemas'
import { checkedProject } from '../projects/checkedProject'
import type { AuthService } from './service'

const email = z
  .string()
  .max(254)
  .transform((text) => text.trim().toLowerCase())
  .refine(isValidEmail, 'must be a valid e-mail address')
const deviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _')
/** The visitor's language for the e-mails (behaviour.md §20): a BCP 47 tag, as `Intl` accepts it. */
const locale = z
  .string()
  .max(35)
  .refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1
    } catch {
      return false
    }
  }, 'must be a BCP 47 language tag')
  .optional()
const otp = z.string().max(10).refine(isOtp, 'must be the code of digits from the e-mail')

const withProject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...sdkQuery, ...shape })

/** Only the secure site calls these (the project guard checks its origin); none of them may be cached. */
const secureSite = { config: { caller: 'secureSite' as const } }

/** A cooldown or a spent wrong-code budget answers with Retry-After, like the guard's own 429s. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const retryInMs = (error as { retryInMs?: number }).retryInMs
    if (retryInMs !== undefined) reply.header('retry-after', String(Math.ceil(retryInMs / 1000)))
    throw error
  }
}

/**
 * `/v1/auth/*` (docs/embedded-wallet.md, "The flows"): e-mail login with a code, device approval, the session,
 * sign-out and the two-code e-mail change. POST JSON from the secure site; a session is `Authorization: Bearer`.
 */
export function authRoutes(service: AuthService) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
    })

    app.post('/auth/email/start', secureSite, async (request, reply) => {
      const body = parseRequest(withProject({ email, deviceId, locale }), request.body)
      const action = await withRetryAfter(reply, () =>
        service.startEmailLogin({ ...body, request, ip: request.ip }),
      )
      return { action }
    })

    app.post('/auth/device/status', secureSite, async (request) => {
      const body = parseRequest(withProject({ email, deviceId, locale }), request.body)
      return service.deviceStatus({ ...body, ip: request.ip })
    })

    app.post('/auth/email/verify', secureSite, async (request, reply) => {
      const body = parseRequest(withProject({ email, deviceId, otp }), request.body)
      // The session is for the project the guard checked, not whichever one the body names.
      const projectId = checkedProject(request).id
      const { token, user } = await withRetryAfter(reply, () =>
        service.verifyEmailLogin({ ...body, projectId, ip: request.ip }),
      )
      return { token, user }
    })

    app.post('/auth/session', secureSite, async (request) => service.session(request))

    app.post('/auth/sign-out', secureSite, async (request) => {
      await service.signOut(request)
      return { signedOut: true }
    })

    app.post('/auth/sign-out/everywhere', secureSite, async (request) => {
      await service.signOutEverywhere(request)
      return { signedOut: true }
    })

    app.post('/auth/email/update', secureSite, async (request, reply) => {
      const { newEmail } = parseRequest(withProject({ newEmail: email }), request.body)
      const action = await withRetryAfter(reply, () =>
        service.startEmailUpdate(request, newEmail, request.ip),
      )
      return { action }
    })

    app.post('/auth/email/update/primary', secureSite, async (request, reply) => {
      const body = parseRequest(withProject({ otp }), request.body)
      const action = await withRetryAfter(reply, () =>
        service.verifyEmailUpdatePrimary(request, body.otp, request.ip),
      )
      return { action }
    })

    app.post('/auth/email/update/secondary', secureSite, async (request, reply) => {
      const body = parseRequest(withProject({ otp }), request.body)
      return withRetryAfter(reply, () =>
        service.verifyEmailUpdateSecondary(request, body.otp, request.ip),
      )
    })
  }
}
