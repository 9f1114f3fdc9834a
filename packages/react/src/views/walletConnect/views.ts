import { walletConnectViews } from '../../i18n/en/walletConnectViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'
import { walletConnectSection } from './walletConnectSection'

export const views = {
  ConnectingWalletConnect: {
    load: () => import('./ConnectingWalletConnectView'),
    // The chosen wallet names the view; plain "WalletConnect" otherwise.
    title: (messages, { latch }) =>
      latch.getState().walletConnectWallet?.name ??
      messages.walletConnect.titles.ConnectingWalletConnect,
  },
  ConnectingWalletConnectBasic: {
    load: () => import('./ConnectingWalletConnectView'),
    title: (messages) => messages.walletConnect.titles.ConnectingWalletConnectBasic,
  },
  AllWallets: {
    load: () => import('./AllWalletsView'),
    title: (messages) => messages.walletConnect.titles.AllWallets,
  },
} satisfies ViewRegistry<'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic' | 'AllWallets'>

export { translations } from './locales'

export const english = { walletConnect: walletConnectViews }

export const connectSections = [walletConnectSection]
