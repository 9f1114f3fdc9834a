/** The embedded wallet's views (behaviour.md §4.4–§4.6, §11): e-mail and social login, and the e-mail change. */
export type EmbeddedWalletViews = {
  EmailLogin: undefined
  EmailVerifyOtp: undefined
  EmailVerifyDevice: undefined
  ConnectSocials: undefined
  ConnectingSocial: undefined
  UpdateEmailWallet: undefined
  UpdateEmailPrimaryOtp: undefined
  UpdateEmailSecondaryOtp: undefined
}

// `.js`: an app's TypeScript reads the built declarations, and with Node's resolution (nodenext) it finds
// the router's module only by its file name; without it the views would be lost to the app.
declare module '../router/views.js' {
  interface ViewParams extends EmbeddedWalletViews {}
}
