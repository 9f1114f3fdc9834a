import type { SendDraft } from './SendDraft'

/** Send's views and their params: the form, and the preview of the checked send. */
export type SendViews = {
  WalletSend: undefined
  WalletSendPreview: SendDraft
}

// `.js`: an app's TypeScript reads the built declarations, and with Node's resolution (nodenext) it finds
// the router's module only by its file name; without it the views would be lost to the app.
declare module '../router/views.js' {
  interface ViewParams extends SendViews {}
}
