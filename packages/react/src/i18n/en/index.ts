import { accountViews } from './accountViews'
import { connectionViews } from './connectionViews'
import type { embeddedWalletViews } from './embeddedWalletViews'
import { enFrame } from './frame'
import type { namesViews } from './namesViews'
import { networkViews } from './networkViews'
import type { onrampViews } from './onrampViews'
import type { profileWalletsViews } from './profileWalletsViews'
import type { sendViews } from './sendViews'
import type { siwxViews } from './siwxViews'
import type { swapViews } from './swapViews'
import type { walletConnectViews } from './walletConnectViews'

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
  names: typeof namesViews
  onramp: typeof onrampViews
  profileWallets: typeof profileWalletsViews
}

/**
 * The strings Latch shows in every app, in English: the frame's and those of the features every app has, one file
 * per feature and part (`<feature>.ts` outside its views, `<feature>Views.ts` inside). A feature an app lists
 * brings its own (`enSend` from `@latch/react/send/en`, …), so `en` holds none of them. Another language is another
 * object of this shape (a folder of the same files).
 */
export const en = {
  ...enFrame,
  connection: { ...enFrame.connection, ...connectionViews },
  network: { ...enFrame.network, ...networkViews },
  account: accountViews,
}

/** The features an app lists: their strings join a catalogue only when the app adds them. */
type ListedFeature = Exclude<keyof ViewMessages, keyof typeof en>

/**
 * An app's catalogue (`<LatchProvider messages>`): `en`'s shape, and the strings of the features it lists
 * (`{ ...en, send: enSend }`, or a translation of each); a listed feature it leaves out speaks English.
 */
export type Messages = typeof en & { [Feature in ListedFeature]?: ViewMessages[Feature] }

/** A catalogue with every feature's strings: what a view's title reads once its feature's English is added. */
export type CompleteMessages = typeof en & { [Feature in ListedFeature]: ViewMessages[Feature] }
