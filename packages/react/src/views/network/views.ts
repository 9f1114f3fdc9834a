import { networkViews } from '../../i18n/en/networkViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'

export const views = {
  Networks: {
    load: () => import('./NetworksView'),
    title: (messages) => messages.network.titles.Networks,
  },
  SwitchNetwork: {
    load: () => import('./SwitchNetworkView'),
    title: (messages) => messages.network.titles.SwitchNetwork,
  },
  UnsupportedChain: {
    load: () => import('./UnsupportedChainView'),
    title: (messages) => messages.network.titles.UnsupportedChain,
  },
} satisfies ViewRegistry<'Networks' | 'SwitchNetwork' | 'UnsupportedChain'>

export const english = { network: networkViews }
