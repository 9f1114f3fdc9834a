import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { evmAddress, sdkQuery } from '../../platform/http/schemas'
import { PaymasterRpcError, paymasterErrors } from './PaymasterRpcError'
import type { PaymasterService, SponsorRequest } from './service'
import { address, userOperationSchema } from './userOperationSchema'

const envelope = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number(), z.null()]),
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
})

/** ERC-7677's params: `[userOp, entryPoint, chainId (hex), context]`. */
const sponsorParams = z.tuple([
  userOperationSchema,
  address,
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{1,16}$/, 'must be a hex chain number')
    .transform((value) => Number(BigInt(value))),
  z.record(z.string(), z.unknown()).nullish(),
])

const hex = (value: bigint) => `0x${value.toString(16)}`

/** The first problem of a zod parse, as `where: what`. */
function invalidParams(error: z.ZodError) {
  const issue = error.issues[0]
  const names = ['userOp', 'entryPoint', 'chainId', 'context']
  const path = (issue?.path ?? []).map((part, index) =>
    index === 0 && typeof part === 'number' ? (names[part] ?? part) : part,
  )
  return paymasterErrors.invalidParams(
    `${path.length ? `${path.join('.')}: ` : ''}${issue?.message ?? 'invalid params'}`,
  )
}

/**
 * `POST /v1/paymaster?projectId` (ERC-7677 over JSON-RPC: `pm_getPaymasterStubData`, `pm_getPaymasterData`) and
 * `GET /v1/paymaster/sponsorships/{sender}`, the project's record of what it sponsored for an account. Every
 * refusal is a JSON-RPC error object (HTTP 200), never a 5xx.
 */
export function paymasterRoutes(service: PaymasterService) {
  return async (app: FastifyInstance) => {
    app.post('/paymaster', { config: { caller: 'appOrSecureSite' } }, async (request) => {
      parseRequest(z.object({ ...sdkQuery, projectId: z.string().max(128) }), request.query)
      const body = envelope.safeParse(request.body)
      if (!body.success)
        return {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: 'Not a JSON-RPC 2.0 request' },
        }
      const { id, method, params } = body.data
      try {
        if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
          throw paymasterErrors.unknownMethod(method)
        const parsed = sponsorParams.safeParse(params)
        if (!parsed.success) throw invalidParams(parsed.error)
        const [userOperation, entryPoint, chainId] = parsed.data
        const sponsor: SponsorRequest = {
          projectId: request.project?.id ?? '',
          userOperation,
          entryPoint,
          chainId,
        }
        if (method === 'pm_getPaymasterStubData') {
          const stub = await service.stub(sponsor)
          return {
            jsonrpc: '2.0',
            id,
            result: {
              paymaster: stub.paymaster,
              paymasterData: stub.paymasterData,
              paymasterVerificationGasLimit: hex(stub.paymasterVerificationGasLimit),
              paymasterPostOpGasLimit: hex(stub.paymasterPostOpGasLimit),
              sponsor: { name: 'Latch' },
              isFinal: false,
            },
          }
        }
        const signed = await service.sign(sponsor)
        return {
          jsonrpc: '2.0',
          id,
          result: {
            paymaster: signed.paymaster,
            paymasterData: signed.paymasterData,
            paymasterVerificationGasLimit: hex(signed.paymasterVerificationGasLimit),
            paymasterPostOpGasLimit: hex(signed.paymasterPostOpGasLimit),
          },
        }
      } catch (error) {
        if (error instanceof PaymasterRpcError)
          return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } }
        throw error
      }
    })

    app.get('/paymaster/sponsorships/:sender', async (request) => {
      const { sender } = parseRequest(z.object({ sender: evmAddress }), request.params)
      parseRequest(z.object(sdkQuery), request.query)
      const spends = await service.store.spendsOf(request.project?.id ?? '', sender)
      return {
        sponsorships: spends.map((spend) => ({
          chainId: spend.chainId,
          userOpHash: spend.userOpHash,
          nonce: spend.nonce.toString(),
          maxCostWei: spend.maxCostWei.toString(),
          at: new Date(spend.createdAt).toISOString(),
        })),
      }
    })
  }
}
