/** The embedded wallet's views (behaviour.md §4.4–§4.6, §11): e-mail and social login, and the e-mail change. */
export type EmbeddedWalletViews = {
  EmailLogin: undefined
  EmailVerifyOtp: undefined
  EmailVerifyDevice: undefined
  ConnectSocials: undefined
  ConnectingSocial: undefined
  ConnectingFarcaster: undefined
  UpdateEmailWallet: undefined
  UpdateEmailPrimaryOtp: undefined
  UpdateEmailSecondaryOtp: undefined
}

declare module '../router/views.js' {
  interface ViewParams extends EmbeddedWalletViews {}
}
