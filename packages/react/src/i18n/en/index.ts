import { accountViews } from './accountViews'
import { connectionViews } from './connectionViews'
import { embeddedWalletViews } from './embeddedWalletViews'
import { enFrame } from './frame'
import { networkViews } from './networkViews'
import { sendViews } from './sendViews'
import { siwxViews } from './siwxViews'
import { swapViews } from './swapViews'
import { walletConnectViews } from './walletConnectViews'

/** Each feature's strings inside its views, by feature. */
export type ViewMessages = {
  connection: typeof connectionViews
  network: typeof networkViews
  account: typeof accountViews
  walletConnect: typeof walletConnectViews
  embeddedWallet: typeof embeddedWalletViews
  siwx: typeof siwxViews
  send: typeof sendViews
  swap: typeof swapViews
}

/**
 * Every string Latch shows, in English, one file per feature and part (`<feature>.ts` outside its views,
 * `<feature>Views.ts` inside). Another language is another object of this shape (a folder of the same files).
 */
export const en = {
  ...enFrame,
  connection: { ...enFrame.connection, ...connectionViews },
  network: { ...enFrame.network, ...networkViews },
  account: accountViews,
  walletConnect: walletConnectViews,
  embeddedWallet: embeddedWalletViews,
  siwx: siwxViews,
  send: sendViews,
  swap: swapViews,
}

export type Messages = typeof en
