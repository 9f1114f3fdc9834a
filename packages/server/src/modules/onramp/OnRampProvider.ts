/** A network a currency can be bought on (behaviour.md §3, "On-ramp"). */
export type OnRampNetwork = {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** A currency to buy, with the networks it is delivered on. */
export type PurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: OnRampNetwork[]
}

/** A payment method's limits, in the payment currency's units ("10.00"). */
export type PaymentMethodLimit = { id: string; min: string; max: string }

/** A currency to pay in, with each payment method's limits. */
export type PaymentCurrency = { id: string; payment_method_limits: PaymentMethodLimit[] }

export type OnRampOptions = {
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrencies: PurchaseCurrency[]
}

export type Money = { amount: string; currency: string }

/** A quote (behaviour.md §3): what the visitor pays and gets. `estimate`: a mock quote, never payable. */
export type OnRampQuote = {
  provider: string
  networkFee: Money
  paymentSubtotal: Money
  paymentTotal: Money
  purchaseAmount: Money
  quoteId: string
  estimate: boolean
}

export type QuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  /** In the payment currency, two decimals ("50.00"). */
  amount: string
  /** The network's name, as the provider's options list it. */
  network: string
  paymentMethod: string
}

export type CheckoutRequest = {
  sessionId: string
  address: string
  network: string
  purchaseCurrency: string
  paymentCurrency: string
  /** Fiat amount, two decimals. */
  amount: string
  partnerUserId: string
  /** The visitor's IP: Coinbase binds its session token to it. */
  clientIp: string
  /** Where the app is (Transak's `referrerDomain`). */
  referrerDomain: string
  /** The sandbox pays out what it quoted: its stored quote. */
  quote?: OnRampQuote | undefined
}

export type SessionStatus = 'pending' | 'success' | 'failed'

/** What a verified webhook says: which session, its new status, the transaction that paid it out. */
export type WebhookEvent = {
  eventId: string
  sessionId: string
  status: SessionStatus
  txHash?: string | undefined
}

export type WebhookRequest = {
  headers: Record<string, string | string[] | undefined>
  rawBody: string
  /** The path and query it was sent to (Meld signs it). */
  url: string
}

/**
 * An on-ramp provider behind one interface (docs/onramp.md): options, quote, a checkout URL, and its webhook. A
 * provider's secrets stay in its closure: nothing here returns them. Each method throws ProviderFailure when
 * the provider cannot be reached or answers something else than its documented shape.
 */
export type OnRampProvider = {
  readonly id: string
  readonly name: string
  /** The sandbox: named as one wherever it shows. */
  readonly sandbox: boolean
  /** Whether it can deliver to this address (the sandbox: an EVM address only); absent: any. */
  acceptsAddress?(address: string): boolean
  options(): Promise<OnRampOptions>
  quote(request: QuoteRequest): Promise<OnRampQuote>
  checkout(request: CheckoutRequest): Promise<{ url: string }>
  /** Verifies a webhook's signature and reads it; throws WebhookRefused otherwise. */
  verifyWebhook(request: WebhookRequest, now: number): Promise<WebhookEvent>
}
