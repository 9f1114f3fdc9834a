import type { AccountSection } from '../../modal/AccountSection'
import { embeddedWalletAccountSection } from '../embeddedWallet/embeddedWalletAccountSection'
import { sendAccountSection } from '../send/sendAccountSection'

/** The features' sections of the Account view, in order; a feature adds one line here. */
export const accountSections: readonly AccountSection[] = [
  embeddedWalletAccountSection,
  sendAccountSection,
]
