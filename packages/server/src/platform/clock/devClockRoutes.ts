import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { httpErrors } from '../http/HttpError'
import { isLocalClient } from '../http/isLocalClient'
import { parseRequest } from '../http/parseRequest'
import type { createDevClock } from './createDevClock'

/**
 * `POST /dev/clock {"advanceMs"}`, with LATCH_DEV_CLOCK only (never in production), from loopback only: moves the
 * server's clock forward, as anvil's evm_increaseTime does the chain's. Answers the new time.
 */
export function devClockRoutes(clock: ReturnType<typeof createDevClock>) {
  return async (app: FastifyInstance) => {
    app.post('/dev/clock', async (request) => {
      if (!isLocalClient(request)) throw httpErrors.notFound()
      const { advanceMs } = parseRequest(
        z.object({
          advanceMs: z
            .number()
            .int()
            .min(0)
            .max(365 * 24 * 3600_000),
        }),
        request.body,
      )
      clock.advance(advanceMs)
      return { now: clock.now() }
    })
  }
}
