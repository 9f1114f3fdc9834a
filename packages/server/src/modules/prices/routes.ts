import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { caipEvmAddress } from '../../platform/http/schemas'
import type { priceService } from './service'

/** `POST /v1/fungible/price` `{ currency, addresses, projectId }` → `{ fungibles }` for the priced tokens. */
export function priceRoutes(service: ReturnType<typeof priceService>) {
  return async (app: FastifyInstance) => {
    app.post('/fungible/price', async (request) => {
      const body = parseRequest(
        z.object({
          currency: z.literal('usd'),
          addresses: z.array(caipEvmAddress).max(100),
          projectId: z.string().max(128).optional(),
        }),
        request.body,
      )
      return { fungibles: await service.prices(body.addresses) }
    })
  }
}
