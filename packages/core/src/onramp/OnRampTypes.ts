/** The on-ramp's entities as the server answers them (behaviour.md §3, "On-ramp"; docs/onramp.md). */
export type OnRampNetwork = {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}
export type PurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: OnRampNetwork[]
}
export type PaymentMethodLimit = { id: string; min: string; max: string }
export type PaymentCurrency = { id: string; payment_method_limits: PaymentMethodLimit[] }
export type OnRampOptions = {
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrencies: PurchaseCurrency[]
}
export type Money = { amount: string; currency: string }
/** A quote; `estimate`: a mock quote (the provider did not quote), shown as an estimate and never paid. */
export type OnRampQuote = {
  provider: string
  networkFee: Money
  paymentSubtotal: Money
  paymentTotal: Money
  purchaseAmount: Money
  quoteId: string
  estimate: boolean
}
export type OnRampProviderInfo = { id: string; name: string; sandbox: boolean }
export type OnRampSessionStatus = 'pending' | 'success' | 'failed'
