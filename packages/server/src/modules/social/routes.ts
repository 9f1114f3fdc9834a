import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { sdkQuery } from '../../platform/http/schemas'
import type { SocialService } from './service'
import { socialErrors } from './socialErrors'

/** The guard has checked it already; here it only types it. */
const projectId = z.string().min(1).max(128)
/** As auth's: what the secure site created once and keeps. */
const deviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _')
/** `randomState()`: 32 random bytes, base64url. */
const state = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

const startBody = z.object({
  ...sdkQuery,
  projectId,
  provider: z.string().max(32),
  appOrigin: z.string().max(2048),
  /** Redirect mode: the app page to come back to, and the device that must redeem the code. */
  returnUrl: z.string().max(2048).optional(),
  deviceId: deviceId.optional(),
})
const finishBody = z.object({ ...sdkQuery, projectId, uri: z.string().max(8192), deviceId })
const handoffBody = z.object({ ...sdkQuery, projectId, uri: z.string().max(8192) })
/** `randomBytes(32)`, base64url, as `state`. */
const code = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
const redeemBody = z.object({
  ...sdkQuery,
  projectId,
  code: z.string().max(128),
  appOrigin: z.string().max(2048),
  deviceId,
})

/** Only the secure site calls these (the project guard checks its exact origin). */
const secureSite = { config: { caller: 'secureSite' as const } }

/**
 * `/v1/social/*` (docs/embedded-wallet.md, "Social"): the configured providers (for the modal, from the app's
 * origin), then, for the secure site, `start` → the authorization URL, the state's app origin for the callback
 * page, and `finish` → a session.
 */
export function socialRoutes(service: SocialService) {
  return async (app: FastifyInstance) => {
    app.get('/social/providers', async (request) => {
      parseRequest(z.object(sdkQuery), request.query)
      return { providers: service.providers() }
    })

    app.post('/social/start', secureSite, async (request, reply) => {
      const body = startBody.safeParse(request.body)
      // behaviour.md §8: whatever stops the start reads "Failed to initiate social connection".
      if (!body.success) throw socialErrors.invalidStart()
      const { uri } = await service.start(body.data)
      return reply.header('cache-control', 'no-store').send({ uri })
    })

    app.get('/social/state/:state', secureSite, async (request, reply) => {
      parseRequest(z.object(sdkQuery), request.query)
      const params = z.object({ state }).safeParse(request.params)
      const target = params.success ? await service.callbackTarget(params.data.state) : undefined
      if (!target) throw socialErrors.stateNotFound()
      return reply.header('cache-control', 'no-store').send(target)
    })

    // Redirect mode: the callback page trades the provider's answer for the way back with a one-time code.
    app.post('/social/handoff', secureSite, async (request, reply) => {
      const body = handoffBody.safeParse(request.body)
      if (!body.success) throw socialErrors.invalidCallback()
      const back = await service.handoff(body.data)
      return reply.header('cache-control', 'no-store').send(back)
    })

    // Redirect mode: the frame in the app page that came back redeems the code, once.
    app.post('/social/redeem', secureSite, async (request, reply) => {
      const body = parseRequest(redeemBody, request.body)
      if (!code.safeParse(body.code).success) throw socialErrors.invalidHandoff('unknown')
      const signedIn = await service.redeem(body)
      return reply.header('cache-control', 'no-store').send(signedIn)
    })

    app.post('/social/finish', secureSite, async (request, reply) => {
      const body = parseRequest(finishBody, request.body)
      const signedIn = await service.finish(body)
      return reply.header('cache-control', 'no-store').send(signedIn)
    })
  }
}
