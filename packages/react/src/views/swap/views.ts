import { swapViews } from '../../i18n/en/swapViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'
import { swapAccountAction } from './swapAccountAction'

export const views = {
  Swap: {
    load: () => import('./SwapView'),
    title: (messages) => messages.swap.titles.Swap,
  },
  SwapSelectToken: {
    load: () => import('./SwapSelectTokenView'),
    title: (messages) => messages.swap.titles.SwapSelectToken,
  },
  SwapPreview: {
    load: () => import('./SwapPreviewView'),
    title: (messages) => messages.swap.titles.SwapPreview,
  },
} satisfies ViewRegistry<'Swap' | 'SwapSelectToken' | 'SwapPreview'>

export { translations } from './locales'

export const english = { swap: swapViews }

export const accountActions = [swapAccountAction]
