import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Database } from '../db/Database'
import { parseRequest } from '../http/parseRequest'
import { evmAddress, sdkQuery } from '../http/schemas'

/** `GET /v1/identity/{address}` → `{ name, avatar }` from the names table. */
export function identityRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/v1/identity/:address', async (request) => {
      const { address } = parseRequest(z.object({ address: evmAddress }), request.params)
      parseRequest(z.object({ ...sdkQuery, sender: evmAddress.optional() }), request.query)
      const [row] = await db.query<{ name: string; avatar: string | null }>(
        'select name, avatar from names where address = $1',
        [address],
      )
      return { name: row?.name ?? null, avatar: row?.avatar ?? null }
    })
  }
}
