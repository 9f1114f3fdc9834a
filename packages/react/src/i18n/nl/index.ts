import type { LocaleCatalogue } from '../LocaleCatalogue'
import { accountViews } from './accountViews'
import { connectionViews } from './connectionViews'
import { frame } from './frame'
import { networkViews } from './networkViews'

/** Dutch (docs/locales.md): this chunk holds what every app shows; each listed feature's strings load from its views/<feature>/locales.ts. */
export const catalogue: LocaleCatalogue = {
  messages: {
    ...frame,
    connection: { ...frame.connection, ...connectionViews },
    network: { ...frame.network, ...networkViews },
    account: accountViews,
  },
  sameAsEnglish: [
    'account.titles.Account',
    'account.accountPurposes.ordinal',
    'account.tabs.tokens',
    'connection.walletsLabel',
    'connection.recent',
    'modal.walletFallback',
    'walletConnect.walletsLabel',
    'send.token',
    'send.max',
    'swap.max',
    'siwx.account',
    'embeddedWallet.codeLabel',
    'profileWallets.titles.ProfileWallets',
    'profileWallets.entry',
  ],
}
