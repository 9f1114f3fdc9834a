import { account } from './account'
import { connection } from './connection'
import { embeddedWallet } from './embeddedWallet'
import { modal } from './modal'
import { network } from './network'
import { walletConnect } from './walletConnect'

/**
 * The English strings of the page's buttons and the dialog's frame (title, Back, Close, spinner), part of the
 * first paint. A view's own strings come with its chunk (`<feature>Views.ts`), so a new feature's text never
 * grows the first paint.
 */
export const enFrame = {
  locale: 'en-US',
  modal,
  connection,
  network,
  account,
  walletConnect,
  embeddedWallet,
}

export type FrameMessages = typeof enFrame
