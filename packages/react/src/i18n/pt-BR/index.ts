import type { LocaleCatalogue } from '../LocaleCatalogue'
import { accountViews } from './accountViews'
import { connectionViews } from './connectionViews'
import { frame } from './frame'
import { networkViews } from './networkViews'

/** Brazilian Portuguese (docs/locales.md): this chunk holds what every app shows; each listed feature's strings load from its views/<feature>/locales.ts. */
export const catalogue: LocaleCatalogue = {
  messages: {
    ...frame,
    connection: { ...frame.connection, ...connectionViews },
    network: { ...frame.network, ...networkViews },
    account: accountViews,
  },
  sameAsEnglish: [
    'account.accountPurposes.ordinal',
    'account.tabs.tokens',
    'account.tabs.nfts',
    'send.token',
    'send.feeSpeed.normal',
    'send.preview.total',
    'onramp.total',
    'embeddedWallet.emailLabel',
  ],
}
