import type { ConnectSection } from '../../modal/ConnectSection'
import { embeddedWalletSection } from '../embeddedWallet/embeddedWalletSection'
import { walletConnectSection } from '../walletConnect/walletConnectSection'

/** The features' sections of the Connect view, in order; a feature adds one line here. */
export const connectSections: readonly ConnectSection[] = [
  embeddedWalletSection,
  walletConnectSection,
]
