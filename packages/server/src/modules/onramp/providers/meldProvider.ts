import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { OnRampProvider, SessionStatus } from '../OnRampProvider'
import { WebhookRefused } from '../ProviderFailure'
import { type Fetch, providerFetch } from '../providerFetch'
import { fiat } from './fiat'
import { WEBHOOK_TOLERANCE_MS } from './moonpayProvider'

export type MeldConfig = {
  apiKey: string
  webhookSecret: string
  /** Meld's sandbox (api-sb.meld.io) or production. */
  sandboxApi: boolean
  /** The public URL Meld posts its webhooks to: it signs it. */
  webhookUrl: string
}

/**
 * The crypto webhooks' event types (docs.meld.io, "Crypto Webhooks"): TRANSACTION_CRYPTO_PENDING and _TRANSFERRING
 * are on their way; COMPLETE and FAILED end the session.
 */
const MELD_EVENT_STATUS: Record<string, SessionStatus> = {
  TRANSACTION_CRYPTO_COMPLETE: 'success',
  TRANSACTION_CRYPTO_FAILED: 'failed',
}

/**
 * Meld's webhook signature (docs.meld.io, "Webhooks Authentication"): HMAC-SHA256 with the webhook profile's
 * secret of `<Meld-Signature-Timestamp>.<the URL it was sent to>.<raw body>`, in base64url with its padding.
 */
export function meldSignature(timestamp: string, url: string, body: string, secret: string) {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${url}.${body}`).digest()
  return digest.toString('base64url').padEnd(44, '=')
}

/** The API version this provider is written to (Meld-Version header). */
const MELD_VERSION = '2025-03-04'

/**
 * Meld (docs.meld.io): quotes across its service providers (`POST /payments/crypto/quote`), a widget session
 * (`POST /crypto/session/widget`, `Authorization: BASIC <key>`), and its signed webhooks (`Meld-Signature`).
 */
export function meldProvider(
  config: MeldConfig,
  deps: { fetch: Fetch; now: () => number },
): OnRampProvider {
  const api = config.sandboxApi ? 'https://api-sb.meld.io' : 'https://api.meld.io'
  const call = <Schema extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: Schema,
    body?: unknown,
  ) =>
    providerFetch(
      deps.fetch,
      'Meld',
      `${api}${path}`,
      {
        method,
        headers: {
          authorization: `BASIC ${config.apiKey}`,
          'meld-version': MELD_VERSION,
          'content-type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      schema,
    )
  return {
    id: 'meld',
    name: 'Meld',
    sandbox: false,
    async options() {
      const [fiats, cryptos, limits] = await Promise.all([
        call(
          'GET',
          '/service-providers/properties/fiat-currencies?accountFilter=true',
          z.array(z.object({ currencyCode: z.string() })),
        ),
        call(
          'GET',
          '/service-providers/properties/crypto-currencies?accountFilter=true',
          z.array(
            z.object({
              currencyCode: z.string(),
              name: z.string(),
              chainCode: z.string(),
              chainName: z.string(),
              chainId: z.string().nullish(),
              contractAddress: z.string().nullish(),
            }),
          ),
        ),
        call(
          'GET',
          '/service-providers/limits/fiat-currency-purchases?accountFilter=true',
          z.array(
            z.object({
              currencyCode: z.string(),
              minimumAmount: z.number(),
              maximumAmount: z.number(),
            }),
          ),
        ),
      ])
      return {
        paymentCurrencies: fiats.map((currency) => {
          const limit = limits.find((entry) => entry.currencyCode === currency.currencyCode)
          return {
            id: currency.currencyCode,
            payment_method_limits: limit
              ? [{ id: 'card', min: fiat(limit.minimumAmount), max: fiat(limit.maximumAmount) }]
              : [],
          }
        }),
        purchaseCurrencies: cryptos.map((currency) => ({
          id: currency.currencyCode,
          name: currency.name,
          symbol: currency.currencyCode,
          networks: [
            {
              name: currency.chainCode,
              display_name: currency.chainName,
              chain_id: currency.chainId ?? '',
              contract_address: currency.contractAddress ?? '',
            },
          ],
        })),
      }
    },
    async quote(request) {
      const answer = await call(
        'POST',
        '/payments/crypto/quote',
        z.object({
          quotes: z
            .array(
              z.object({
                serviceProvider: z.string(),
                sourceAmount: z.number(),
                destinationAmount: z.number(),
                totalFee: z.number(),
                networkFee: z.number().nullish(),
              }),
            )
            .min(1),
        }),
        {
          countryCode: 'US',
          sourceCurrencyCode: request.paymentCurrency,
          sourceAmount: Number(request.amount),
          destinationCurrencyCode: request.purchaseCurrency,
          paymentMethodType: request.paymentMethod === 'card' ? 'CREDIT_DEBIT_CARD' : 'ACH',
        },
      )
      const best = answer.quotes.reduce((a, b) =>
        b.destinationAmount > a.destinationAmount ? b : a,
      )
      const money = (amount: number) => ({
        amount: fiat(amount),
        currency: request.paymentCurrency,
      })
      return {
        provider: 'meld',
        networkFee: money(best.networkFee ?? 0),
        paymentSubtotal: money(best.sourceAmount - best.totalFee),
        paymentTotal: money(best.sourceAmount),
        purchaseAmount: {
          amount: String(best.destinationAmount),
          currency: request.purchaseCurrency,
        },
        // Meld names the service provider that quoted; its session is opened with it.
        quoteId: `meld-${best.serviceProvider}`,
        estimate: false,
      }
    },
    async checkout(request) {
      const answer = await call(
        'POST',
        '/crypto/session/widget',
        z.object({ id: z.string(), widgetUrl: z.string().url() }),
        meldSessionBody(request),
      )
      return { url: answer.widgetUrl }
    },
    async verifyWebhook(request, now) {
      const signature = request.headers['meld-signature']
      const timestamp = request.headers['meld-signature-timestamp']
      if (typeof signature !== 'string' || typeof timestamp !== 'string')
        throw new WebhookRefused('missing Meld-Signature')
      const signedAt = Date.parse(timestamp)
      if (!Number.isFinite(signedAt) || Math.abs(now - signedAt) > WEBHOOK_TOLERANCE_MS)
        throw new WebhookRefused('signed too long ago')
      const expected = Buffer.from(
        meldSignature(timestamp, config.webhookUrl, request.rawBody, config.webhookSecret),
      )
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookRefused('bad signature')
      let parsed: unknown
      try {
        parsed = JSON.parse(request.rawBody)
      } catch {
        throw new WebhookRefused('unknown shape')
      }
      const body = z
        .object({
          eventType: z.string(),
          eventId: z.string().min(1),
          payload: z.object({ externalSessionId: z.string().nullish() }),
        })
        .safeParse(parsed)
      if (!body.success) throw new WebhookRefused('unknown shape')
      return {
        // Meld's own id for the event: a resend is the same event.
        eventId: `meld:${body.data.eventId}`,
        // Absent on PENDING_CREATED, before Meld ties the transaction to the session ("Crypto Webhooks").
        sessionId: body.data.payload.externalSessionId ?? undefined,
        status: MELD_EVENT_STATUS[body.data.eventType] ?? 'pending',
      }
    },
  }
}

/** `POST /crypto/session/widget`'s body for a purchase (docs.meld.io, "Create a crypto widget"). */
export function meldSessionBody(request: Parameters<OnRampProvider['checkout']>[0]) {
  return {
    sessionData: {
      walletAddress: request.address,
      countryCode: 'US',
      sourceCurrencyCode: request.paymentCurrency,
      sourceAmount: request.amount,
      destinationCurrencyCode: request.purchaseCurrency,
      ...(request.quote?.quoteId.startsWith('meld-')
        ? { serviceProvider: request.quote.quoteId.slice('meld-'.length) }
        : {}),
    },
    sessionType: 'BUY',
    externalCustomerId: request.partnerUserId,
    externalSessionId: request.sessionId,
  }
}
