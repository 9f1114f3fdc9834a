import { isOtp } from '@latch/core/embeddedWallet'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { sdkQuery } from '../../platform/http/schemas'
import type { AuthService } from '../auth/service'
import type { WalletsService } from './service'

/** Only the secure site calls these (the project guard checks its origin), after its approval UI for signing. */
const secureSite = { config: { caller: 'secureSite' as const } }

const withProject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...sdkQuery, ...shape })

/** Which of the user's accounts: EVM's (absent, as before Solana) or Solana's. */
const namespace = z.enum(['eip155', 'solana']).optional()

const signBody = withProject({
  method: z.string().min(1).max(128),
  // Each method's own schema checks them (service.ts); the body limit bounds their size.
  params: z.unknown().optional(),
  // EVM's spellings, or `solana:<32 base58>` for the Solana account (service.ts checks which).
  chainId: z.union([z.number(), z.string().max(64)]).optional(),
  // Spec §3's account types: the smart account's sends go as user operations (docs/smart-accounts.md).
  accountType: z.enum(['eoa', 'smartAccount']).optional(),
})

/**
 * `/v1/wallets/*` (docs/embedded-wallet.md, "Signing" and "Embedded wallet: custody"): the signed-in user's
 * account, signing, and the export of the private key behind an e-mailed code. Every route needs the bearer
 * session; the export is the only answer that ever holds key material.
 */
export function walletsRoutes(
  service: WalletsService,
  auth: Pick<AuthService, 'authenticate' | 'sendOtp' | 'verifyOtp'>,
) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
    })

    app.post('/wallets/account', secureSite, async (request) => {
      const body = parseRequest(withProject({ namespace }), request.body ?? {})
      const { userId } = await auth.authenticate(request)
      const { address } = await service.accountFor(userId, body.namespace)
      return { address, accounts: [{ address, type: 'eoa' as const }] }
    })

    app.post('/wallets/sign', secureSite, async (request) => {
      const body = parseRequest(signBody, request.body)
      const { userId } = await auth.authenticate(request)
      return { result: await service.sign({ userId, ...body, projectId: request.project?.id }) }
    })

    // Spec §7's smart-account frame events: where it is offered, and the user's on `chainId` if there.
    app.post('/wallets/smartAccount', secureSite, async (request) => {
      const body = parseRequest(
        withProject({ chainId: z.union([z.number(), z.string().max(64)]).optional() }),
        request.body ?? {},
      )
      const { userId } = await auth.authenticate(request)
      return service.smartAccount(userId, body.chainId)
    })

    app.post('/wallets/export/start', secureSite, async (request) => {
      parseRequest(withProject({}), request.body ?? {})
      const { userId } = await auth.authenticate(request)
      await auth.sendOtp({ userId, purpose: 'export-key' })
      return { sent: true }
    })

    app.post('/wallets/export', secureSite, async (request) => {
      const body = parseRequest(
        withProject({
          otp: z.string().max(10).refine(isOtp, 'must be the code of digits from the e-mail'),
          namespace,
        }),
        request.body,
      )
      const { userId } = await auth.authenticate(request)
      await auth.verifyOtp({ userId, purpose: 'export-key', otp: body.otp })
      return service.exportPrivateKey(userId, body.namespace)
    })
  }
}
