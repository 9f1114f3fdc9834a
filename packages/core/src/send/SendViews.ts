import type { SendDraft } from './SendDraft'

/** Send's views and their params: the form, and the preview of the checked send. */
export type SendViews = {
  WalletSend: undefined
  WalletSendPreview: SendDraft
}

declare module '../router/views.js' {
  interface ViewParams extends SendViews {}
}
