import { account } from './account'
import { connection } from './connection'
import { modal } from './modal'
import { network } from './network'

/**
 * Every string the modal shows, in English, one file per feature. Another language is another object of this
 * shape (a folder of the same files); a new feature adds its file here.
 */
export const en = { locale: 'en-US', modal, connection, network, account }

export type Messages = typeof en
