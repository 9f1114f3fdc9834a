import { z } from 'zod'
import type { OnRampProvider } from '../OnRampProvider'
import { WebhookRefused } from '../ProviderFailure'
import { type Fetch, providerFetch } from '../providerFetch'
import { coinbaseJwt } from './coinbaseJwt'
import { fiat } from './fiat'

export type CoinbaseConfig = { keyId: string; keySecret: string }

const host = 'api.developer.coinbase.com'

const money = z.object({ value: z.string(), currency: z.string() })

/**
 * Coinbase Onramp (docs.cdp.coinbase.com, "Onramp API reference"): buy options and quotes, and a single-use session
 * token (5 minutes, bound to the visitor's IP) for `pay.coinbase.com/buy/select-asset`. Every call carries a CDP
 * JWT for its own method and path.
 */
export function coinbaseProvider(
  config: CoinbaseConfig,
  deps: { fetch: Fetch; now: () => number },
): OnRampProvider {
  const call = async <Schema extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: Schema,
    body?: unknown,
  ) => {
    const jwt = await coinbaseJwt({
      ...config,
      method,
      host,
      path: path.split('?')[0] as string,
      now: deps.now(),
    })
    return providerFetch(
      deps.fetch,
      'Coinbase',
      `https://${host}${path}`,
      {
        method,
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      schema,
    )
  }
  return {
    id: 'coinbase',
    name: 'Coinbase',
    sandbox: false,
    async options() {
      const answer = await call(
        'GET',
        '/onramp/v1/buy/options?country=US',
        z.object({
          payment_currencies: z.array(
            z.object({
              id: z.string(),
              limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
            }),
          ),
          purchase_currencies: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              symbol: z.string(),
              networks: z.array(
                z.object({
                  name: z.string(),
                  display_name: z.string(),
                  chain_id: z.string(),
                  contract_address: z.string(),
                }),
              ),
            }),
          ),
        }),
      )
      return {
        paymentCurrencies: answer.payment_currencies.map((currency) => ({
          id: currency.id,
          payment_method_limits: currency.limits,
        })),
        purchaseCurrencies: answer.purchase_currencies,
      }
    },
    async quote(request) {
      const answer = await call(
        'POST',
        '/onramp/v1/buy/quote',
        z.object({
          payment_total: money,
          payment_subtotal: money,
          purchase_amount: money,
          network_fee: money,
          quote_id: z.string(),
        }),
        {
          purchase_currency: request.purchaseCurrency,
          purchase_network: request.network,
          payment_amount: request.amount,
          payment_currency: request.paymentCurrency,
          payment_method: request.paymentMethod === 'card' ? 'CARD' : 'ACH_BANK_ACCOUNT',
          country: 'US',
        },
      )
      const asMoney = (value: z.infer<typeof money>, isFiat = true) => ({
        amount: isFiat ? fiat(value.value) : value.value,
        currency: value.currency,
      })
      return {
        provider: 'coinbase',
        networkFee: asMoney(answer.network_fee),
        paymentSubtotal: asMoney(answer.payment_subtotal),
        paymentTotal: asMoney(answer.payment_total),
        purchaseAmount: asMoney(answer.purchase_amount, false),
        quoteId: answer.quote_id,
        estimate: false,
      }
    },
    async checkout(request) {
      const { token } = await call('POST', '/onramp/v1/token', z.object({ token: z.string() }), {
        addresses: [{ address: request.address, blockchains: [request.network] }],
        assets: [request.purchaseCurrency],
        clientIp: request.clientIp,
      })
      const url = new URL('https://pay.coinbase.com/buy/select-asset')
      url.search = new URLSearchParams({
        sessionToken: token,
        defaultNetwork: request.network,
        defaultAsset: request.purchaseCurrency,
        presetFiatAmount: request.amount,
        fiatCurrency: request.paymentCurrency,
        partnerUserId: request.partnerUserId,
        defaultExperience: 'buy',
      }).toString()
      return { url: url.toString() }
    },
    async verifyWebhook() {
      // Its purchases are read through the transaction status API, not a webhook this server trusts.
      throw new WebhookRefused('Coinbase Onramp webhooks are not accepted here')
    },
  }
}
