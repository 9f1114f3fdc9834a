import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { OnRampProvider } from '../OnRampProvider'
import { WebhookRefused } from '../ProviderFailure'
import { type Fetch, providerFetch } from '../providerFetch'
import { fiat } from './fiat'
import { signMoonPayUrl, verifyMoonPayWebhook } from './moonpaySignature'
import { readSessionStatus } from './readSessionStatus'
import { webhookEventId } from './webhookEventId'

export type MoonPayConfig = { apiKey: string; secretKey: string; webhookKey: string }

/** How old a signed webhook may be (its `t`): past it, a replay. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000

/**
 * MoonPay (dev.moonpay.com): currencies and buy quotes from its API with the publishable key, the widget URL signed
 * with the secret key (it carries the wallet address), and its `Moonpay-Signature-V2` webhooks.
 */
export function moonPayProvider(
  config: MoonPayConfig,
  deps: { fetch: Fetch; now: () => number },
): OnRampProvider {
  const api = 'https://api.moonpay.com'
  const widget = config.apiKey.startsWith('pk_test')
    ? 'https://buy-sandbox.moonpay.com'
    : 'https://buy.moonpay.com'
  const get = <Schema extends z.ZodType>(
    path: string,
    query: Record<string, string>,
    schema: Schema,
  ) =>
    providerFetch(
      deps.fetch,
      'MoonPay',
      `${api}${path}?${new URLSearchParams({ apiKey: config.apiKey, ...query })}`,
      { method: 'GET' },
      schema,
    )
  return {
    id: 'moonpay',
    name: 'MoonPay',
    sandbox: false,
    async options() {
      const currencies = await get(
        '/v3/currencies',
        {},
        z.array(
          z.object({
            type: z.string(),
            code: z.string(),
            name: z.string(),
            minBuyAmount: z.number().nullish(),
            maxBuyAmount: z.number().nullish(),
            metadata: z
              .object({
                networkCode: z.string().nullish(),
                chainId: z.string().nullish(),
                contractAddress: z.string().nullish(),
              })
              .nullish(),
          }),
        ),
      )
      return {
        paymentCurrencies: currencies
          .filter((currency) => currency.type === 'fiat')
          .map((currency) => ({
            id: currency.code.toUpperCase(),
            payment_method_limits: [
              {
                id: 'card',
                min: fiat(currency.minBuyAmount ?? 0),
                max: fiat(currency.maxBuyAmount ?? 0),
              },
            ],
          })),
        purchaseCurrencies: currencies
          .filter((currency) => currency.type === 'crypto')
          .map((currency) => ({
            id: currency.code.toUpperCase(),
            name: currency.name,
            symbol: currency.code.toUpperCase(),
            networks: [
              {
                name: currency.metadata?.networkCode ?? '',
                display_name: currency.metadata?.networkCode ?? '',
                chain_id: currency.metadata?.chainId ?? '',
                contract_address: currency.metadata?.contractAddress ?? '',
              },
            ],
          })),
      }
    },
    async quote(request) {
      const answer = await get(
        `/v3/currencies/${encodeURIComponent(request.purchaseCurrency.toLowerCase())}/buy_quote`,
        {
          baseCurrencyCode: request.paymentCurrency.toLowerCase(),
          baseCurrencyAmount: request.amount,
          paymentMethod:
            request.paymentMethod === 'card' ? 'credit_debit_card' : 'ach_bank_transfer',
        },
        z.object({
          baseCurrencyAmount: z.number(),
          quoteCurrencyAmount: z.number(),
          feeAmount: z.number(),
          networkFeeAmount: z.number(),
          totalAmount: z.number(),
        }),
      )
      const money = (amount: number) => ({
        amount: fiat(amount),
        currency: request.paymentCurrency,
      })
      return {
        provider: 'moonpay',
        networkFee: money(answer.networkFeeAmount),
        paymentSubtotal: money(answer.baseCurrencyAmount),
        paymentTotal: money(answer.totalAmount),
        purchaseAmount: {
          amount: String(answer.quoteCurrencyAmount),
          currency: request.purchaseCurrency,
        },
        quoteId: `moonpay-${randomUUID()}`,
        estimate: false,
      }
    },
    async checkout(request) {
      const query = new URLSearchParams({
        apiKey: config.apiKey,
        currencyCode: request.purchaseCurrency.toLowerCase(),
        baseCurrencyCode: request.paymentCurrency.toLowerCase(),
        baseCurrencyAmount: request.amount,
        walletAddress: request.address,
        externalTransactionId: request.sessionId,
        externalCustomerId: request.partnerUserId,
      })
      return { url: signMoonPayUrl(`${widget}?${query}`, config.secretKey) }
    },
    async verifyWebhook(request, now) {
      const header = request.headers['moonpay-signature-v2']
      if (typeof header !== 'string') throw new WebhookRefused('missing Moonpay-Signature-V2')
      const signedAt = verifyMoonPayWebhook(header, request.rawBody, config.webhookKey)
      if (signedAt === undefined) throw new WebhookRefused('bad signature')
      if (Math.abs(now - signedAt) > WEBHOOK_TOLERANCE_MS)
        throw new WebhookRefused('signed too long ago')
      let parsed: unknown
      try {
        parsed = JSON.parse(request.rawBody)
      } catch {
        throw new WebhookRefused('unknown shape')
      }
      const body = z
        .object({
          data: z.object({
            status: z.string(),
            // null on a transaction not opened with a session id ("Buy transaction events" example).
            externalTransactionId: z.string().nullish(),
            cryptoTransactionId: z.string().nullish(),
          }),
        })
        .safeParse(parsed)
      if (!body.success) throw new WebhookRefused('unknown shape')
      return {
        eventId: webhookEventId('moonpay', String(signedAt), request.rawBody),
        sessionId: body.data.data.externalTransactionId ?? undefined,
        status: readSessionStatus(body.data.data.status, ['completed'], ['failed']),
        txHash: body.data.data.cryptoTransactionId ?? undefined,
      }
    },
  }
}
