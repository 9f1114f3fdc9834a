import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { caipEvmAddress, caipNetworkId, sdkQuery } from '../../platform/http/schemas'
import { slippagePpm } from './minAmountOut'
import type { ConvertService } from './service'

/** A CAIP-10 EVM token or account, split into its chain and lower-case address. */
const caipAccount = caipEvmAddress.transform((value) => {
  const [namespace, reference, address] = value.split(':') as [string, string, string]
  return { caipNetworkId: `${namespace}:${reference}`, address: address as Address }
})

/** An integer amount in the token's smallest unit, above zero and below 2^256. */
const amount = z
  .union([z.string(), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform(String)
  .refine((text) => /^\d{1,78}$/.test(text), 'must be an integer in the token’s smallest unit')
  .transform((text) => BigInt(text))
  .refine((value) => value > 0n && value < 2n ** 256n, 'must be above 0 and below 2^256')

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((text) => text === 'true' || text === '1')

/** Percent, 1 by default (data-api.md: "slippage 1 %"), from 0 to 50. */
const slippage = z
  .union([z.number(), z.string().max(24)])
  .optional()
  .transform((value, context) => {
    const ppm = slippagePpm(value ?? 1)
    if (ppm === undefined) {
      context.addIssue({ code: 'custom', message: 'must be a percent from 0 to 50' })
      return z.NEVER
    }
    return ppm
  })

/**
 * `/v1/convert/*` (behaviour.md §7, data-api.md, docs/swap.md): tokens, quotes, allowance, gas price, build-approve,
 * build-transaction. Every input is checked here; the service answers in the API's shapes.
 */
export function convertRoutes(service: ConvertService) {
  return async (app: FastifyInstance) => {
    app.get('/convert/tokens', async (request) => {
      const query = parseRequest(z.object({ ...sdkQuery, chainId: caipNetworkId }), request.query)
      return { tokens: await service.tokens(query.chainId) }
    })

    app.get('/convert/quotes', async (request) => {
      const query = parseRequest(
        z.object({
          ...sdkQuery,
          amount,
          userAddress: caipAccount,
          from: caipAccount,
          to: caipAccount,
          // Accepted as the reference sends it; the quote does not depend on it.
          gasPrice: z
            .string()
            .regex(/^\d{1,78}$/, 'must be an integer (wei)')
            .optional(),
        }),
        request.query,
      )
      const quote = await service.quote({
        from: query.from,
        to: query.to,
        user: query.userAddress,
        amount: query.amount,
      })
      return { quotes: [quote] }
    })

    app.get('/convert/allowance', async (request) => {
      const query = parseRequest(
        z.object({ ...sdkQuery, tokenAddress: caipAccount, userAddress: caipAccount }),
        request.query,
      )
      const allowance = await service.allowance({
        token: query.tokenAddress,
        user: query.userAddress,
      })
      return { allowance: String(allowance) }
    })

    app.get('/convert/gas-price', async (request) => {
      const query = parseRequest(z.object({ ...sdkQuery, chainId: caipNetworkId }), request.query)
      const levels = await service.gasPrice(query.chainId)
      return {
        standard: String(levels.standard),
        fast: String(levels.fast),
        instant: String(levels.instant),
      }
    })

    app.get('/convert/build-approve', async (request) => {
      const query = parseRequest(
        z.object({
          ...sdkQuery,
          userAddress: caipAccount,
          from: caipAccount,
          to: caipAccount,
          amount: amount.optional(),
          unlimited: booleanText.optional(),
        }),
        request.query,
      )
      return service.buildApprove({
        from: query.from,
        to: query.to,
        user: query.userAddress,
        amount: query.amount,
        unlimited: query.unlimited ?? false,
      })
    })

    app.post('/convert/build-transaction', async (request) => {
      const body = parseRequest(
        z.object({
          amount,
          eip155: z.object({ slippage }).optional(),
          projectId: z.string().max(128).optional(),
          from: caipAccount,
          to: caipAccount,
          userAddress: caipAccount,
          disableEstimate: z.boolean().optional(),
        }),
        request.body,
      )
      return service.buildTransaction({
        from: body.from,
        to: body.to,
        user: body.userAddress,
        amount: body.amount,
        slippagePpm: body.eip155?.slippage ?? (slippagePpm(1) as bigint),
        disableEstimate: body.disableEstimate ?? false,
      })
    })
  }
}
