/** The on-ramp's views: the amount and currencies, the providers' quotes, and the purchase under way. */
export type OnRampViews = {
  OnRampBuy: undefined
  OnRampProviders: undefined
  BuyInProgress: undefined
}

declare module '../router/views.js' {
  interface ViewParams extends OnRampViews {}
}
