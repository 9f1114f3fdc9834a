import { isSolanaAddress } from '@latch/core'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { evmAddress, sdkQuery } from '../../platform/http/schemas'
import { checkedProject } from '../projects/checkedProject'
import type { identityService } from './service'

/** A Solana address (behaviour.md §5: 32–44 base58 characters), which has no name here yet (behaviour.md §14.6). */
const solanaAddress = z.string().refine(isSolanaAddress, 'not a valid address')

/**
 * `GET /v1/identity/{address}?sender` → `{ name, avatar }`; a Solana account's is empty (names are EVM's for now),
 * so the Account view of a Solana connection shows its address.
 */
export function identityRoutes(service: ReturnType<typeof identityService>) {
  return async (app: FastifyInstance) => {
    app.get('/identity/:address', async (request) => {
      const { address } = parseRequest(
        z.object({ address: z.union([evmAddress, solanaAddress]) }),
        request.params,
      )
      parseRequest(
        z.object({ ...sdkQuery, sender: z.union([evmAddress, solanaAddress]).optional() }),
        request.query,
      )
      if (isSolanaAddress(address)) return { name: null, avatar: null }
      return service.identity(checkedProject(request).id, address)
    })
  }
}
