// What only the on-ramp views use (`@latch/core/onramp`), out of the main entry's first paint.

export { checkOnRampAmount, limitOf, type OnRampAmountProblem } from './checkOnRampAmount'
export { deliveredOn } from './deliveredOn'
export { loadOnRamp } from './loadOnRamp'
export { mockOnRampQuote } from './mockOnRampQuote'
export type {
  Money,
  OnRampNetwork,
  OnRampOptions,
  OnRampProviderInfo,
  OnRampQuote,
  OnRampSessionStatus,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
} from './OnRampTypes'
export type { OnRampViews } from './OnRampViews'
export { onrampApiOf } from './onrampApiOf'
export { onrampDefaults } from './onrampDefaults'
export { onrampNetworkFor } from './onrampNetworkFor'
export { onrampProviderList } from './onrampProviderList'
export type { OnRampQuoteEntry, OnRampSlice } from './onrampSlice'
export { ONRAMP_STATUS_POLL_MS, pollOnRampStatus } from './pollOnRampStatus'
export { requestOnRampQuotes } from './requestOnRampQuotes'
export { setOnRamp } from './setOnRamp'
export { sortOnRampQuotes } from './sortOnRampQuotes'
export { type CheckoutWindow, startOnRampCheckout } from './startOnRampCheckout'
export { updateOnRamp } from './updateOnRamp'
