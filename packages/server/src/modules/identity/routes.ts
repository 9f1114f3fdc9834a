import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { evmAddress, sdkQuery } from '../../platform/http/schemas'
import type { identityService } from './service'

/** `GET /v1/identity/{address}?sender` → `{ name, avatar }`. */
export function identityRoutes(service: ReturnType<typeof identityService>) {
  return async (app: FastifyInstance) => {
    app.get('/identity/:address', async (request) => {
      const { address } = parseRequest(z.object({ address: evmAddress }), request.params)
      parseRequest(z.object({ ...sdkQuery, sender: evmAddress.optional() }), request.query)
      return service.identity(address)
    })
  }
}
