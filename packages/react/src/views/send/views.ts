import { sendViews } from '../../i18n/en/sendViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'
import { sendAccountAction } from './sendAccountAction'

export const views = {
  WalletSend: {
    load: () => import('./WalletSendView'),
    title: (messages) => messages.send.titles.WalletSend,
  },
  WalletSendPreview: {
    load: () => import('./WalletSendPreviewView'),
    title: (messages) => messages.send.titles.WalletSendPreview,
  },
} satisfies ViewRegistry<'WalletSend' | 'WalletSendPreview'>

export { translations } from './locales'

export const english = { send: sendViews }

export const accountActions = [sendAccountAction]
