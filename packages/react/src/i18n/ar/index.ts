import type { LocaleCatalogue } from '../LocaleCatalogue'
import { accountViews } from './accountViews'
import { connectionViews } from './connectionViews'
import { frame } from './frame'
import { networkViews } from './networkViews'
import { walletConnectViews } from './walletConnectViews'

/** Arabic (docs/locales.md): this chunk holds what every app shows; each listed feature's strings load apart. */
export const catalogue: LocaleCatalogue = {
  messages: {
    ...frame,
    connection: { ...frame.connection, ...connectionViews },
    network: { ...frame.network, ...networkViews },
    account: accountViews,
    walletConnect: walletConnectViews,
  },
  features: {
    send: () => import('./sendViews').then((strings) => strings.sendViews),
    swap: () => import('./swapViews').then((strings) => strings.swapViews),
    siwx: () => import('./siwxViews').then((strings) => strings.siwxViews),
    embeddedWallet: () =>
      import('./embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  },
  sameAsEnglish: ['account.accountPurposes.ordinal'],
}
