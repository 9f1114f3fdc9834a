import type { ViewRegistry } from '../../modal/ViewDefinition'

export const accountViews = {
  Account: {
    load: () => import('./AccountView'),
    title: (messages) => messages.account.titles.Account,
  },
} satisfies ViewRegistry<'Account'>
