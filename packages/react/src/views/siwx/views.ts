import { siwxViews } from '../../i18n/en/siwxViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'

export const views = {
  SIWXSignMessage: {
    load: () => import('./SIWXSignMessageView'),
    title: (messages) => messages.siwx.titles.SIWXSignMessage,
  },
} satisfies ViewRegistry<'SIWXSignMessage'>

export { translations } from './locales'

export const english = { siwx: siwxViews }
