import { createLatchApiRequest } from '../api/createLatchApiRequest'
import { DataApiError } from '../api/DataApiError'
import { isObject } from '../api/isObject'
import type {
  Money,
  OnRampOptions,
  OnRampProviderInfo,
  OnRampQuote,
  OnRampSessionStatus,
} from './OnRampTypes'

const isString = (value: unknown): value is string => typeof value === 'string'
const isMoney = (value: unknown): value is Money =>
  isObject(value) && isString(value.amount) && isString(value.currency)
const isQuote = (value: unknown): value is OnRampQuote =>
  isObject(value) &&
  isString(value.provider) &&
  isString(value.quoteId) &&
  typeof value.estimate === 'boolean' &&
  [value.networkFee, value.paymentSubtotal, value.paymentTotal, value.purchaseAmount].every(isMoney)
const isOptions = (value: unknown): value is OnRampOptions =>
  isObject(value) &&
  Array.isArray(value.paymentCurrencies) &&
  Array.isArray(value.purchaseCurrencies)

const badAnswer = (field: string) =>
  new DataApiError(502, [
    { name: 'Bad Answer', description: `The server's answer has no ${field}` },
  ])

/** The Latch server's on-ramp calls (behaviour.md §7, docs/onramp.md); answers are checked for the fields used. */
export function createOnRampApiClient(options: { apiUrl: string; projectId: string }) {
  const request = createLatchApiRequest({ ...options, sdkVersion: 'js-onramp-0.1.0' })
  return {
    async providers(): Promise<OnRampProviderInfo[]> {
      const body = await request('/v1/onramp/providers')
      if (!isObject(body) || !Array.isArray(body.providers)) throw badAnswer('providers')
      return body.providers.filter(
        (entry): entry is OnRampProviderInfo =>
          isObject(entry) && isString(entry.id) && isString(entry.name),
      )
    },
    async options(provider: string): Promise<OnRampOptions & { defaults: boolean }> {
      const body = await request('/v1/onramp/options', { query: { provider } })
      if (!isOptions(body)) throw badAnswer('options')
      const defaults = (body as { defaults?: unknown }).defaults === true
      return {
        paymentCurrencies: body.paymentCurrencies,
        purchaseCurrencies: body.purchaseCurrencies,
        defaults,
      }
    },
    async quote(parameters: {
      provider: string
      purchaseCurrency: string
      paymentCurrency: string
      paymentMethod: string
      amount: string
      network: string
    }): Promise<{ quote: OnRampQuote; reason?: string | undefined }> {
      const body = await request('/v1/onramp/quote', {
        body: { projectId: options.projectId, ...parameters },
      })
      if (!isObject(body) || !isQuote(body.quote)) throw badAnswer('quote')
      return { quote: body.quote, reason: isString(body.reason) ? body.reason : undefined }
    },
    async checkout(parameters: {
      provider: string
      address: string
      network: string
      purchaseCurrency: string
      quoteId: string
      amount: string
    }): Promise<{ url: string; sessionId: string }> {
      const body = await request('/v1/generators/onrampurl', {
        body: {
          projectId: options.projectId,
          provider: parameters.provider,
          destinationWallets: [
            {
              address: parameters.address,
              blockchains: [parameters.network],
              assets: [parameters.purchaseCurrency],
            },
          ],
          defaultNetwork: parameters.network,
          defaultExperience: 'buy',
          presetFiatAmount: parameters.amount,
          quoteId: parameters.quoteId,
        },
      })
      if (!isObject(body) || !isString(body.url) || !isString(body.sessionId))
        throw badAnswer('url')
      return { url: body.url, sessionId: body.sessionId }
    },
    async status(sessionId: string): Promise<OnRampSessionStatus> {
      const body = await request(`/v1/onramp/status/${encodeURIComponent(sessionId)}`)
      if (!isObject(body) || !['pending', 'success', 'failed'].includes(String(body.status)))
        throw badAnswer('status')
      return body.status as OnRampSessionStatus
    },
  }
}

export type OnRampApiClient = ReturnType<typeof createOnRampApiClient>
