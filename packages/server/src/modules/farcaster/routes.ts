import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sdkQuery } from '../../platform/http/schemas'
import { farcasterErrors } from './farcasterErrors'
import type { FarcasterService } from './service'

/** The guard has checked it already; here it only types it. */
const projectId = z.string().min(1).max(128)
/** As auth's: what the secure site created once and keeps. */
const deviceId = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/)
const startBody = z.object({ ...sdkQuery, projectId, appOrigin: z.string().max(2048), deviceId })
const statusBody = z.object({
  ...sdkQuery,
  projectId,
  channelToken: z.string().min(1).max(256),
  deviceId,
})

/** Only the secure site calls these (the project guard checks its exact origin). */
const secureSite = { config: { caller: 'secureSite' as const } }

/**
 * `/v1/farcaster/*` (docs/embedded-wallet.md, "Farcaster"), for the secure site: `start` → the relay's channel
 * (its `url` is the QR and the deep link), `status` → pending, or the session of the fid's user.
 */
export function farcasterRoutes(service: FarcasterService) {
  return async (app: FastifyInstance) => {
    app.post('/farcaster/start', secureSite, async (request, reply) => {
      const body = startBody.safeParse(request.body)
      // behaviour.md §8: whatever stops a Farcaster login reads "Failed to connect to farcaster".
      if (!body.success) throw farcasterErrors.invalidRequest()
      const channel = await service.start(body.data)
      return reply.header('cache-control', 'no-store').send(channel)
    })

    app.post('/farcaster/status', secureSite, async (request, reply) => {
      const body = statusBody.safeParse(request.body)
      if (!body.success) throw farcasterErrors.invalidRequest()
      const status = await service.status(body.data)
      return reply.header('cache-control', 'no-store').send(status)
    })
  }
}
