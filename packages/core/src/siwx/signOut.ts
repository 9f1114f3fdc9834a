import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { siwxConfigOf } from './siwxConfigOf'

/** Ends the app session of the connected account (the wallet stays connected); it can sign in again. */
export async function signOut(latch: Latch): Promise<void> {
  const config = siwxConfigOf(latch)
  if (!config) throw new LatchError('siwxNotEnabled', errorTexts.siwxNotEnabled)
  const { address, caipNetworkId } = getAccount(latch)
  const { siwx } = latch.getState()
  latch.store.setState({ siwx: { ...siwx, status: 'unsigned', session: undefined } })
  if (address && caipNetworkId) await config.revokeSession(caipNetworkId, address)
}
