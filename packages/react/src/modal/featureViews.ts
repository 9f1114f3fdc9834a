import * as account from '../views/account/views'
import * as connection from '../views/connection/views'
import * as embeddedWallet from '../views/embeddedWallet/views'
import * as network from '../views/network/views'
import * as send from '../views/send/views'
import * as siwx from '../views/siwx/views'
import * as swap from '../views/swap/views'
import * as walletConnect from '../views/walletConnect/views'
import type { FeatureViewsModule } from './ViewDefinition'

/**
 * Every feature's view registry (its `views.ts`), in one chunk that loads with the first view: one request for
 * all titles and loaders, none of them in the first paint. A new feature adds one line here.
 */
export const featureViews: readonly FeatureViewsModule[] = [
  connection,
  network,
  account,
  walletConnect,
  embeddedWallet,
  siwx,
  send,
  swap,
]
