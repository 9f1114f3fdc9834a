import { accountViews } from '../../i18n/en/accountViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'

export const views = {
  Account: {
    load: () => import('./AccountView'),
    title: (messages) => messages.account.titles.Account,
  },
} satisfies ViewRegistry<'Account'>

export const english = { account: accountViews }
