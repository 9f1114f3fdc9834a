import type {
  OnRampOptions,
  OnRampProviderInfo,
  OnRampQuote,
  OnRampSessionStatus,
} from './OnRampTypes'

export type OnRampLoad = 'idle' | 'loading' | 'ready' | 'error'

/** One provider's line in OnRampProviders: its quote (a mock one when it did not quote) or why it has none. */
export type OnRampQuoteEntry = {
  provider: OnRampProviderInfo
  quote: OnRampQuote
  /** Why the quote is an estimate (the provider's failure, in the server's words). */
  reason?: string | undefined
}

/**
 * The purchase in progress (behaviour.md §2, on-ramp): the providers, the options of the first (the built-in
 * defaults when they fail, `defaults`), the visitor's choice, the quotes, and the checkout under way.
 */
export type OnRampSlice = {
  onramp: {
    providers?: { status: OnRampLoad; list: OnRampProviderInfo[] } | undefined
    options?:
      | {
          status: OnRampLoad
          value: OnRampOptions
          defaults: boolean
          provider?: string | undefined
        }
      | undefined
    purchaseCurrency?: string | undefined
    paymentCurrency?: string | undefined
    paymentMethod: string
    amount: string
    quotes?: { status: OnRampLoad; list: OnRampQuoteEntry[] } | undefined
    checkout?:
      | {
          sessionId?: string | undefined
          entry: OnRampQuoteEntry
          status: OnRampSessionStatus | 'opening'
          error?: string | undefined
        }
      | undefined
  }
}

declare module '../features.js' {
  // The slice is there once the app lists the on-ramp (`onrampFeature`).
  interface FeatureState extends OnRampSlice {}
}
