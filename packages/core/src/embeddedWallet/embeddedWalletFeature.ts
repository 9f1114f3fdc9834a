import type { EmbeddedWalletPort } from '../adapter'
import type { Latch } from '../createLatch'
import type { LatchFeature } from '../LatchFeature'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './embeddedWalletConnectorId'
import type { EmbeddedWalletSlice } from './embeddedWalletSlice'

/**
 * E-mail and social login through the secure site (issue 11). Setup only lists the embedded wallet's connector
 * with each adapter; the port's code loads on its first call, and the secure site's frame when a login starts or
 * a saved embedded connection returns, so none of it is in the first paint.
 */
export const embeddedWalletFeature: LatchFeature<EmbeddedWalletSlice> = {
  name: 'embeddedWallet',
  initialState: () => ({
    emailLogin: undefined,
    socialLogin: undefined,
    emailUpdate: undefined,
    embeddedUser: undefined,
  }),
  setup(latch) {
    if (!latch.options.embeddedWallet) return () => {}
    const port = lazyPort(latch)
    for (const adapter of latch.adapters)
      adapter.enableEmbeddedWallet?.(port).catch((error: unknown) => {
        console.warn('Latch: the embedded wallet is unavailable', error)
      })
    // A login or an e-mail change left when the modal closes is abandoned (spec §5: closing rejects).
    return latch.events.on('closed', () => {
      latch.store.setState({
        emailLogin: undefined,
        socialLogin: undefined,
        emailUpdate: undefined,
      })
    })
  },
}

type PortMethod = Exclude<keyof EmbeddedWalletPort, 'connectorId'>

/** The port whose code loads on its first call (one small closure per method, for the first paint's sake). */
function lazyPort(latch: Latch): EmbeddedWalletPort {
  const call = (method: PortMethod) => async (parameter?: unknown) => {
    const { createEmbeddedWalletPort } = await import('./createEmbeddedWalletPort')
    return (createEmbeddedWalletPort(latch)[method] as (parameter?: unknown) => unknown)(parameter)
  }
  return {
    connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
    getUser: call('getUser'),
    isConnected: call('isConnected'),
    request: call('request'),
    switchNetwork: call('switchNetwork'),
    signOut: call('signOut'),
  } as EmbeddedWalletPort
}
