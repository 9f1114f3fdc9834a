import type { AccountSection } from '../../modal/AccountSection'
import { embeddedWalletAccountSection } from '../embeddedWallet/embeddedWalletAccountSection'
import { otherAccountsSection } from './otherAccountsSection'
import { walletActionsSection } from './walletActionsSection'

/** The sections of the Account view, in order; a feature of every app adds one line here. */
export const accountSections: readonly AccountSection[] = [
  otherAccountsSection,
  embeddedWalletAccountSection,
  walletActionsSection,
]
