import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { openModal } from '../modal/openModal'
import { siwxConfigOf } from './siwxConfigOf'

/**
 * After a connect, a reload or a network change (behaviour.md §4): a session for the account and network signs the
 * visitor in silently; none opens the sign view, which cannot be closed while sign-in is required. An unsupported
 * network never asks.
 */
export async function checkSiwxSession(latch: Latch): Promise<void> {
  const config = siwxConfigOf(latch)
  if (!config) return
  const account = getAccount(latch)
  const { siwx } = latch.getState()
  if (
    !account.isConnected ||
    !account.address ||
    !account.caipAddress ||
    !account.caipNetworkId ||
    !account.isNetworkSupported
  ) {
    if (siwx.status !== 'idle')
      latch.store.setState({
        siwx: { ...siwx, status: 'idle', caipAddress: undefined, session: undefined },
      })
    return
  }
  const { caipAddress } = account
  // Already checked or being handled for this account and network.
  if (siwx.caipAddress === caipAddress && siwx.status !== 'idle') return
  latch.store.setState({ siwx: { ...siwx, status: 'checking', caipAddress, session: undefined } })
  const sessions = await config
    .getSessions(account.caipNetworkId, account.address)
    .catch((error: unknown) => {
      console.warn('Latch: the sign-in sessions could not be read', error)
      return []
    })
  const now = latch.getState().siwx
  if (now.caipAddress !== caipAddress || now.status !== 'checking') return
  const session = sessions[0]
  if (session) {
    latch.store.setState({
      siwx: { ...now, status: 'signedIn', session, lastSignedIn: account.caipNetworkId },
    })
    return
  }
  latch.store.setState({
    siwx: { ...now, status: 'unsigned' },
    closeDisabled: config.getRequired?.() ?? false,
  })
  openModal(latch, { view: 'SIWXSignMessage' })
}
