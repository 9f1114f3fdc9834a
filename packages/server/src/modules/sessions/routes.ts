import { isCaipAddress, isEvmAddress } from '@latch/core'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { sdkQuery } from '../../platform/http/schemas'
import type { SessionsService } from './service'
import { revokeBody } from './sessionRequests'

/** `{id}`: the account as CAIP-10 (`eip155:31337:0x…`), lower-cased; spec §8's words when it is not one. */
const caipAccount = z
  .string()
  .max(41 + 43)
  .refine(
    (value) =>
      isCaipAddress(value) && value.startsWith('eip155:') && isEvmAddress(value.split(':')[2]),
    'Invalid CAIP Address',
  )
  .transform((value) => value.toLowerCase())

const appOrSecureSite = { config: { caller: 'appOrSecureSite' as const } }

/**
 * Spec §7: `GET /v1/sessions/{id}` lists the project's sessions of an account; `POST /v1/sessions/{id}/revoke`
 * (`pci`, `signature`) revokes one, on chain, when its owner signed it (docs/smart-accounts.md "Sessions").
 */
export function sessionsRoutes(service: SessionsService) {
  return async (app: FastifyInstance) => {
    app.get('/sessions/:id', appOrSecureSite, async (request) => {
      const { id } = parseRequest(z.object({ id: caipAccount }), request.params)
      parseRequest(z.object(sdkQuery), request.query)
      return { sessions: await service.list(request.project?.id ?? '', id) }
    })

    app.post('/sessions/:id/revoke', appOrSecureSite, async (request) => {
      const { id } = parseRequest(z.object({ id: caipAccount }), request.params)
      parseRequest(z.object(sdkQuery), request.query)
      const body = parseRequest(revokeBody, request.body)
      return service.revokeSigned({
        projectId: request.project?.id ?? '',
        caipAccount: id,
        pci: body.pci,
        signature: body.signature as `0x${string}`,
      })
    })
  }
}
