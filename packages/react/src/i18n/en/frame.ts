import { connection } from './connection'
import { modal } from './modal'
import { network } from './network'

/**
 * The English strings of the page's buttons and the dialog's frame (Back, Close, spinner), part of the first
 * paint. A view's own strings and its title come with its feature's chunk (`<feature>Views.ts`), so a new
 * feature's text never grows the first paint.
 */
export const enFrame = {
  locale: 'en-US',
  modal,
  connection,
  network,
}

export type FrameMessages = typeof enFrame
