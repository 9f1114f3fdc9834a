import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { sdkQuery } from '../../platform/http/schemas'
import { checkedProject } from '../projects/checkedProject'
import type { OnRampService } from './service'

/** A fiat amount: above 0, at most two decimals, as text or a number; answered with two decimals. */
const amount = z
  .union([z.string().max(16), z.number().positive().max(1e9)])
  .transform(String)
  .refine(
    (text) => /^\d{1,9}(\.\d{1,2})?$/.test(text),
    'must be an amount with at most two decimals',
  )
  .transform((text) => Number(text).toFixed(2))
  .refine((text) => Number(text) > 0, 'must be above 0')

const currency = z
  .string()
  .regex(/^[A-Za-z0-9]{1,16}$/, 'must be a currency code such as USD or ETH')
  .transform((code) => code.toUpperCase())
const providerId = z.string().regex(/^[a-z0-9-]{1,32}$/, 'must be a provider id such as sandbox')
const network = z.string().min(1).max(64)
const paymentMethod = z.enum(['card', 'bank_account']).default('card')

/**
 * The on-ramp's calls (behaviour.md §7, docs/onramp.md): providers, options, quotes, the checkout URL and a
 * session's status. Every input is checked here; secrets never leave the providers.
 */
export function onrampRoutes(service: OnRampService) {
  return async (app: FastifyInstance) => {
    app.get('/onramp/providers', async (request) => {
      parseRequest(z.object(sdkQuery), request.query)
      return { providers: service.providers() }
    })

    app.get('/onramp/options', async (request) => {
      const query = parseRequest(
        z.object({ ...sdkQuery, provider: providerId.optional() }),
        request.query,
      )
      return service.options(query.provider)
    })

    app.post('/onramp/quote', async (request) => {
      const body = parseRequest(
        z.object({
          projectId: z.string().max(128).optional(),
          provider: providerId.optional(),
          purchaseCurrency: currency,
          paymentCurrency: currency,
          amount,
          network,
          paymentMethod,
        }),
        request.body,
      )
      const { provider, projectId: _projectId, ...quoteRequest } = body
      return service.quote(checkedProject(request).id, provider, quoteRequest)
    })

    app.post('/generators/onrampurl', async (request) => {
      const body = parseRequest(
        z.object({
          projectId: z.string().max(128).optional(),
          provider: providerId.optional(),
          destinationWallets: z
            .array(
              z.object({
                address: z.string().min(1).max(128),
                blockchains: z.array(network).max(16).optional(),
                assets: z.array(currency).max(16).optional(),
              }),
            )
            .min(1, 'must name the wallet to deliver to')
            .max(1, 'one wallet per checkout'),
          defaultNetwork: network,
          partnerUserId: z.string().min(1).max(128).optional(),
          defaultExperience: z.literal('buy').default('buy'),
          presetCryptoAmount: z.union([z.string().max(32), z.number()]).optional(),
          presetFiatAmount: amount.optional(),
          paymentCurrency: currency.default('USD'),
          quoteId: z.string().min(1).max(128).optional(),
        }),
        request.body,
      )
      const wallet = body.destinationWallets[0] as (typeof body.destinationWallets)[number]
      const project = checkedProject(request)
      const origin = request.headers.origin
      return service.checkout(project.id, {
        provider: body.provider,
        address: wallet.address,
        network: body.defaultNetwork,
        purchaseCurrency: wallet.assets?.[0] ?? 'ETH',
        paymentCurrency: body.paymentCurrency,
        amount: body.presetFiatAmount,
        quoteId: body.quoteId,
        partnerUserId: body.partnerUserId ?? wallet.address,
        clientIp: request.ip,
        referrerDomain: typeof origin === 'string' ? new URL(origin).host : request.hostname,
      })
    })

    app.get('/onramp/status/:sessionId', async (request) => {
      parseRequest(z.object(sdkQuery), request.query)
      const { sessionId } = parseRequest(
        z.object({ sessionId: z.string().uuid('must be a session id') }),
        request.params,
      )
      const session = await service.status(checkedProject(request).id, sessionId)
      return {
        sessionId: session.id,
        provider: session.provider,
        // `processing` (the sandbox paying out) is still on its way to the visitor.
        status: session.status === 'processing' ? 'pending' : session.status,
        purchaseAmount: session.quote?.purchaseAmount,
        txHash: session.txHash,
      }
    })
  }
}
