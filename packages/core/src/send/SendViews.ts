import type { SendDraft } from './SendDraft'

/** Send's views and their params: the form, and the preview of the checked send. */
export type SendViews = {
  WalletSend: undefined
  WalletSendPreview: SendDraft
}

declare module '../router/views' {
  // The views are there once the app lists send (`sendFeature`).
  interface ViewParams extends SendViews {}
}
