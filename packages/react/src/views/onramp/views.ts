import type { CompleteMessages } from '../../i18n/en'
import { onrampViews } from '../../i18n/en/onrampViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'
import { onrampAccountAction } from './onrampAccountAction'

type Titled = keyof CompleteMessages['onramp']['titles']

const title = (view: Titled) => (messages: CompleteMessages) => messages.onramp.titles[view]

export const views = {
  OnRampBuy: { load: () => import('./OnRampBuyView'), title: title('OnRampBuy') },
  OnRampProviders: { load: () => import('./OnRampProvidersView'), title: title('OnRampProviders') },
  BuyInProgress: { load: () => import('./BuyInProgressView'), title: title('BuyInProgress') },
} satisfies ViewRegistry<'OnRampBuy' | 'OnRampProviders' | 'BuyInProgress'>

export { translations } from './locales'

export const english = { onramp: onrampViews }

export const accountActions = [onrampAccountAction]
