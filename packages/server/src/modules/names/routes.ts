import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { evmAddress, sdkQuery } from '../../platform/http/schemas'
import { checkedProject } from '../projects/checkedProject'
import type { AccountNameRecord } from './AccountNameRecord'
import type { NamesService } from './service'

const name = z.string().min(1).max(300)
const hexSignature = z
  .string()
  .max(20_000)
  .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'must be 0x and hex bytes')
  .transform((value) => value as `0x${string}`)

/** The API's form of a name (spec §7: addresses by coin type, attributes). */
const answer = (record: AccountNameRecord) => ({
  name: record.name,
  addresses: Object.fromEntries(
    Object.entries(record.addresses).map(([coinType, address]) => [coinType, { address }]),
  ),
  attributes: record.texts,
  created: record.signedAt,
})

/**
 * Spec §7's profile endpoints: `GET /profile/account/{name}`, `GET /profile/reverse/{address}`,
 * `GET /profile/suggestions/{name}?zone`, `POST /profile/account` (coin_type, address, message, signature).
 */
export function namesRoutes(service: NamesService) {
  return async (app: FastifyInstance) => {
    app.get('/profile/account/:name', async (request) => {
      const params = parseRequest(z.object({ name }), request.params)
      parseRequest(
        z.object({ ...sdkQuery, apiVersion: z.string().max(8).optional() }),
        request.query,
      )
      return answer(await service.account(checkedProject(request).id, params.name))
    })

    app.get('/profile/reverse/:address', async (request) => {
      const { address } = parseRequest(z.object({ address: evmAddress }), request.params)
      parseRequest(
        z.object({
          ...sdkQuery,
          sender: evmAddress.optional(),
          apiVersion: z.string().max(8).optional(),
        }),
        request.query,
      )
      return (await service.reverse(checkedProject(request).id, address)).map(answer)
    })

    app.get('/profile/suggestions/:name', async (request) => {
      const params = parseRequest(z.object({ name }), request.params)
      const query = parseRequest(
        z.object({ ...sdkQuery, zone: z.string().min(1).max(200) }),
        request.query,
      )
      const project = checkedProject(request)
      return { suggestions: await service.suggestions(project.id, params.name, query.zone) }
    })

    app.post('/profile/account', async (request) => {
      parseRequest(z.object(sdkQuery), request.query)
      const body = parseRequest(
        z
          .object({
            coin_type: z.number().int().nonnegative(),
            address: evmAddress,
            message: z.string().min(1).max(4_000),
            signature: hexSignature,
          })
          .strict(),
        request.body,
      )
      const record = await service.register(checkedProject(request).id, {
        coinType: body.coin_type,
        address: body.address,
        message: body.message,
        signature: body.signature,
      })
      return { success: true, ...answer(record) }
    })
  }
}
