import { jwtVerify } from 'jose'
import { z } from 'zod'
import type { OnRampProvider } from '../OnRampProvider'
import { WebhookRefused } from '../ProviderFailure'
import { type Fetch, providerFetch } from '../providerFetch'
import { fiat } from './fiat'
import { readSessionStatus } from './readSessionStatus'
import { webhookEventId } from './webhookEventId'

export type TransakConfig = { apiKey: string; apiSecret: string; staging: boolean }

/**
 * Transak (docs.transak.com): a partner access token (Refresh Access Token, `api-secret` header), then Create
 * Widget URL with the widget's parameters in the body (query parameters on the widget URL are no longer
 * accepted). Its webhooks are a JWT signed with that access token.
 */
export function transakProvider(
  config: TransakConfig,
  deps: { fetch: Fetch; now: () => number },
): OnRampProvider {
  const api = config.staging ? 'https://api-stg.transak.com' : 'https://api.transak.com'
  const gateway = config.staging
    ? 'https://api-gateway-stg.transak.com'
    : 'https://api-gateway.transak.com'
  let token: { value: string; expiresAt: number } | undefined
  const accessToken = async () => {
    if (token && token.expiresAt > deps.now() + 60_000) return token.value
    const answer = await providerFetch(
      deps.fetch,
      'Transak',
      `${api}/partners/api/v2/refresh-token`,
      {
        method: 'POST',
        headers: { 'api-secret': config.apiSecret, 'content-type': 'application/json' },
        body: JSON.stringify({ apiKey: config.apiKey }),
      },
      z.object({ data: z.object({ accessToken: z.string(), expiresAt: z.number() }) }),
    )
    token = { value: answer.data.accessToken, expiresAt: answer.data.expiresAt * 1000 }
    return token.value
  }
  const get = <Schema extends z.ZodType>(url: string, schema: Schema) =>
    providerFetch(deps.fetch, 'Transak', url, { method: 'GET' }, schema)
  return {
    id: 'transak',
    name: 'Transak',
    sandbox: false,
    async options() {
      const [crypto, fiats] = await Promise.all([
        get(
          `${api}/api/v2/currencies/crypto-currencies`,
          z.object({
            response: z.array(
              z.object({
                symbol: z.string(),
                name: z.string(),
                address: z.string().nullish(),
                network: z.object({ name: z.string(), chainId: z.string().nullish() }),
              }),
            ),
          }),
        ),
        get(
          `${api}/api/v2/currencies/fiat-currencies?apiKey=${encodeURIComponent(config.apiKey)}`,
          z.object({
            response: z.array(
              z.object({
                symbol: z.string(),
                paymentOptions: z.array(
                  z.object({ id: z.string(), minAmount: z.number(), maxAmount: z.number() }),
                ),
              }),
            ),
          }),
        ),
      ])
      return {
        paymentCurrencies: fiats.response.map((currency) => ({
          id: currency.symbol,
          payment_method_limits: currency.paymentOptions.map((option) => ({
            id: option.id,
            min: fiat(option.minAmount),
            max: fiat(option.maxAmount),
          })),
        })),
        purchaseCurrencies: crypto.response.map((currency) => ({
          id: currency.symbol,
          name: currency.name,
          symbol: currency.symbol,
          networks: [
            {
              name: currency.network.name,
              display_name: currency.network.name,
              chain_id: currency.network.chainId ?? '',
              contract_address: currency.address ?? '',
            },
          ],
        })),
      }
    },
    async quote(request) {
      const query = new URLSearchParams({
        partnerApiKey: config.apiKey,
        fiatCurrency: request.paymentCurrency,
        cryptoCurrency: request.purchaseCurrency,
        isBuyOrSell: 'BUY',
        network: request.network,
        paymentMethod:
          request.paymentMethod === 'card' ? 'credit_debit_card' : 'pm_us_wire_bank_transfer',
        fiatAmount: request.amount,
      })
      const { response } = await get(
        `${api}/api/v1/pricing/public/quotes?${query}`,
        z.object({
          response: z.object({
            quoteId: z.string(),
            fiatAmount: z.number(),
            cryptoAmount: z.number(),
            totalFee: z.number(),
            feeBreakdown: z.array(z.object({ id: z.string(), value: z.number() })),
          }),
        }),
      )
      const networkFee = response.feeBreakdown.find((fee) => fee.id === 'network_fee')?.value ?? 0
      const money = (amount: number) => ({
        amount: fiat(amount),
        currency: request.paymentCurrency,
      })
      return {
        provider: 'transak',
        networkFee: money(networkFee),
        paymentSubtotal: money(response.fiatAmount - response.totalFee),
        paymentTotal: money(response.fiatAmount),
        purchaseAmount: {
          amount: String(response.cryptoAmount),
          currency: request.purchaseCurrency,
        },
        quoteId: response.quoteId,
        estimate: false,
      }
    },
    async checkout(request) {
      const answer = await providerFetch(
        deps.fetch,
        'Transak',
        `${gateway}/api/v2/auth/session`,
        {
          method: 'POST',
          headers: { 'access-token': await accessToken(), 'content-type': 'application/json' },
          body: JSON.stringify({ widgetParams: transakWidgetParams(config.apiKey, request) }),
        },
        z.object({ data: z.object({ widgetUrl: z.string().url() }) }),
      )
      return { url: answer.data.widgetUrl }
    },
    async verifyWebhook(request) {
      const body = z.object({ data: z.string() }).safeParse(safeJson(request.rawBody))
      if (!body.success) throw new WebhookRefused('unknown shape')
      const verified = await jwtVerify(
        body.data.data,
        new TextEncoder().encode(await accessToken()),
        { algorithms: ['HS256'] },
      ).catch(() => undefined)
      if (!verified) throw new WebhookRefused('bad signature')
      const data = z
        .object({
          webhookData: z.object({
            status: z.string(),
            partnerOrderId: z.string(),
            transactionHash: z.string().nullish(),
          }),
        })
        .safeParse(verified.payload)
      if (!data.success) throw new WebhookRefused('unknown shape')
      return {
        eventId: webhookEventId('transak', String(verified.payload.iat ?? ''), request.rawBody),
        sessionId: data.data.webhookData.partnerOrderId,
        status: readSessionStatus(
          data.data.webhookData.status,
          ['completed'],
          // docs.transak.com, "How to Track Order Status": the rest is still on its way.
          ['failed', 'cancelled', 'refunded', 'expired'],
        ),
        txHash: data.data.webhookData.transactionHash ?? undefined,
      }
    },
  }
}

/** Create Widget URL's `widgetParams`: the documented query parameters, sent in the body. */
export function transakWidgetParams(
  apiKey: string,
  request: Parameters<OnRampProvider['checkout']>[0],
) {
  return {
    apiKey,
    referrerDomain: request.referrerDomain,
    productsAvailed: 'BUY',
    walletAddress: request.address,
    disableWalletAddressForm: true,
    network: request.network,
    cryptoCurrencyCode: request.purchaseCurrency,
    fiatCurrency: request.paymentCurrency,
    fiatAmount: Number(request.amount),
    partnerOrderId: request.sessionId,
    partnerCustomerId: request.partnerUserId,
  }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
