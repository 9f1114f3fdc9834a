import { z } from 'zod'
import type { OnRampProvider } from '../OnRampProvider'
import { WebhookRefused } from '../ProviderFailure'
import { type Fetch, providerFetch } from '../providerFetch'
import { CDP_SIGNATURE_HEADER, verifyCdpWebhook } from './cdpWebhookSignature'
import { coinbaseJwt } from './coinbaseJwt'
import { fiat } from './fiat'
import { WEBHOOK_TOLERANCE_MS } from './moonpayProvider'
import { readSessionStatus } from './readSessionStatus'
import { webhookEventId } from './webhookEventId'

export type CoinbaseConfig = {
  keyId: string
  keySecret: string
  /** The CDP webhook subscription's `secret`; without it Coinbase's webhooks are refused and status is polled. */
  webhookSecret?: string | undefined
}

const host = 'api.developer.coinbase.com'

const money = z.object({ value: z.string(), currency: z.string() })

/**
 * Onramp transaction statuses (Transaction Status API and webhooks) that end a session: the rest (created, in
 * progress, awaiting auth or payment) is pending.
 */
const DONE = ['onramp_transaction_status_success']
const FAILED = ['onramp_transaction_status_failed']

/**
 * A transaction as the Transaction Status API and the onramp webhooks write it. The API reference's example is in
 * camelCase (`txHash`); the older guide writes `tx_hash`: both are read.
 */
const transaction = z.object({
  status: z.string(),
  partnerUserRef: z.string().optional(),
  partner_user_ref: z.string().optional(),
  txHash: z.string().optional(),
  tx_hash: z.string().optional(),
})

/** A hash worth showing: the API writes "" or "0x" before the crypto is sent. */
const txHashOf = (entry: z.infer<typeof transaction>) => {
  const hash = entry.txHash ?? entry.tx_hash
  return hash && hash.length > 2 ? hash : undefined
}

/**
 * Coinbase Onramp (docs.cdp.coinbase.com, "Onramp API reference"): buy options and quotes, and a single-use session
 * token (5 minutes, bound to the visitor's IP) for `pay.coinbase.com/buy/select-asset`. Every call carries a CDP
 * JWT for its own method and path. The checkout carries the session's id as `partnerUserRef`, which the
 * Transaction Status API (`GET /onramp/v1/buy/user/{partnerUserRef}/transactions`) and the onramp webhooks
 * (`X-Hook0-Signature`) name it by.
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
        // One reference per session, so its transactions are this session's alone (Transaction Status API).
        partnerUserRef: request.sessionId,
        defaultExperience: 'buy',
      }).toString()
      return { url: url.toString() }
    },
    async status(sessionId) {
      // Newest first; the default page size is 1: the session's latest transaction, or none yet.
      const answer = await call(
        'GET',
        `/onramp/v1/buy/user/${encodeURIComponent(sessionId)}/transactions`,
        z.object({ transactions: z.array(transaction) }),
      )
      // Only its own reference's transactions count (the API answers nothing else; another's is never taken).
      const [latest] = answer.transactions.filter(
        (entry) => (entry.partnerUserRef ?? entry.partner_user_ref ?? sessionId) === sessionId,
      )
      if (!latest) return { status: 'pending' }
      return { status: readSessionStatus(latest.status, DONE, FAILED), txHash: txHashOf(latest) }
    },
    async verifyWebhook(request, now) {
      if (!config.webhookSecret)
        throw new WebhookRefused('no COINBASE_WEBHOOK_SECRET: its status is polled instead')
      const header = request.headers[CDP_SIGNATURE_HEADER]
      if (typeof header !== 'string') throw new WebhookRefused('missing X-Hook0-Signature')
      const signedAt = verifyCdpWebhook(
        header,
        request.headers,
        request.rawBody,
        config.webhookSecret,
      )
      if (signedAt === undefined) throw new WebhookRefused('bad signature')
      if (Math.abs(now - signedAt) > WEBHOOK_TOLERANCE_MS)
        throw new WebhookRefused('signed too long ago')
      let parsed: unknown
      try {
        parsed = JSON.parse(request.rawBody)
      } catch {
        throw new WebhookRefused('unknown shape')
      }
      const body = transaction.extend({ eventType: z.string() }).safeParse(parsed)
      if (!body.success || !body.data.eventType.startsWith('onramp.transaction.'))
        throw new WebhookRefused('unknown shape')
      return {
        eventId: webhookEventId('coinbase', String(signedAt), request.rawBody),
        sessionId: body.data.partnerUserRef ?? body.data.partner_user_ref,
        status: readSessionStatus(body.data.status, DONE, FAILED),
        txHash: txHashOf(body.data),
      }
    },
  }
}
