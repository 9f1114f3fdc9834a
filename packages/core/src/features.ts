import { accountFeature } from './account/accountFeature'
import { connectionFeature } from './connection/connectionFeature'
import { embeddedWalletFeature } from './embeddedWallet/embeddedWalletFeature'
import type { StateOf } from './LatchFeature'
import { modalFeature } from './modal/modalFeature'
import { networkFeature } from './network/networkFeature'
import { sendFeature } from './send/sendFeature'
import { siwxFeature } from './siwx/siwxFeature'
import { swapFeature } from './swap/swapFeature'
import { walletConnectFeature } from './walletConnect/walletConnectFeature'

/**
 * The features the instance is composed of, in the order they start. Adding a feature is one line here (see
 * CONTRIBUTING.md); createLatch itself names none.
 */
export const features = [
  modalFeature,
  connectionFeature,
  networkFeature,
  accountFeature,
  walletConnectFeature,
  embeddedWalletFeature,
  siwxFeature,
  sendFeature,
  swapFeature,
] as const

export type LatchState = StateOf<typeof features>
