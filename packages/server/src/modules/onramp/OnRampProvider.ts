import type { OnRampOptions, OnRampQuote } from '@latch/core/onramp'

// The on-ramp's entities (options, quotes) are the client's, which reads them from these routes: one definition.
export type {
  Money,
  OnRampNetwork,
  OnRampOptions,
  OnRampQuote,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
} from '@latch/core/onramp'

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
  /** Absent when the provider has not tied its transaction to a session yet (Meld's PENDING_CREATED). */
  sessionId: string | undefined
  status: SessionStatus
  txHash?: string | undefined
}

/** A provider's own answer on a session (its status API), asked while the session is pending. */
export type ProviderStatus = { status: SessionStatus; txHash?: string | undefined }

export type WebhookRequest = {
  headers: Record<string, string | string[] | undefined>
  rawBody: string
  /** The path and query it was sent to (Meld signs it). */
  url: string
}

/**
 * An on-ramp provider behind one interface (docs/onramp.md): options, quote, a checkout URL, its status, and its
 * webhook. A
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
  /**
   * The session's status from the provider's status API, for a provider whose webhook may not come (Coinbase:
   * its webhooks are opt-in). Absent: the webhook alone moves a session.
   */
  status?(sessionId: string): Promise<ProviderStatus>
  /** Verifies a webhook's signature and reads it; throws WebhookRefused otherwise. */
  verifyWebhook(request: WebhookRequest, now: number): Promise<WebhookEvent>
}
