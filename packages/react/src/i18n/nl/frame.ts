import type { FrameMessages } from '../en/frame'
import { connection } from './connection'
import { modal } from './modal'
import { network } from './network'

/** The strings of the page's buttons and the dialog's frame (Back, Close, spinner). */
export const frame: FrameMessages = {
  locale: 'nl',
  modal,
  connection,
  network,
}
