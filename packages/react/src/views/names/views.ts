import { namesViews } from '../../i18n/en/namesViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'
import { namesAccountAction } from './namesAccountAction'

export const views = {
  RegisterAccountName: {
    load: () => import('./RegisterAccountNameView'),
    title: (messages) => messages.names.titles.RegisterAccountName,
  },
  RegisterAccountNameSuccess: {
    load: () => import('./RegisterAccountNameSuccessView'),
    title: (messages) => messages.names.titles.RegisterAccountNameSuccess,
  },
} satisfies ViewRegistry<'RegisterAccountName' | 'RegisterAccountNameSuccess'>

export { translations } from './locales'

export const english = { names: namesViews }

export const accountActions = [namesAccountAction]
