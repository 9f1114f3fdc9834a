import type { SocialProvider } from '../auth/socialProviders'
import { connect } from '../connection/connect'
import type { Latch } from '../createLatch'
import * as errorTexts from '../errors/errorTexts'
import { closeModal } from '../modal/closeModal'
import { openModal } from '../modal/openModal'
import { embeddedConnectorId } from './embeddedConnectorId'
import { embeddedFrameOf } from './embeddedFrame'
import { SOCIAL_RETURN_PARAM, takeSocialProvider } from './socialRedirectProvider'

/**
 * The app page's return from a redirect-mode social login (docs/embedded-wallet.md): takes the one-time code
 * out of the URL at once (`history.replaceState`: a reload or a shared link does not carry it), has the secure
 * site redeem it, connects the embedded wallet and shows the account, with no click. A stale or replayed code:
 * "Failed to connect" in ConnectingSocial, with its retry; the visitor's own Cancel at the provider:
 * "Connection rejected", as in popup mode. `enabled`: the adapters listing the embedded
 * connector (the feature's setup asked them).
 * Loaded only when the page carries the code (by the port's chunk), so the first paint does not hold it.
 */
export function completeSocialRedirect(enabled: ReadonlyArray<Promise<unknown> | undefined>) {
  return (latch: Latch) => complete(latch, enabled)
}

function complete(latch: Latch, enabled: ReadonlyArray<Promise<unknown> | undefined>): () => void {
  const url = new URL(globalThis.location.href)
  const code = url.searchParams.get(SOCIAL_RETURN_PARAM)
  url.searchParams.delete(SOCIAL_RETURN_PARAM)
  globalThis.history.replaceState(globalThis.history.state, '', url.href)
  if (!code) return () => {}

  // The provider chosen before leaving, if the app still offers it (the view names it).
  const socials = (latch.options.embeddedWallet || undefined)?.socials ?? []
  const remembered = takeSocialProvider()
  const provider: SocialProvider =
    socials.find((social) => social === remembered) ?? socials[0] ?? 'google'
  let stopped = false
  latch.store.setState({ socialLogin: { provider, status: 'pending', mode: 'redirect' } })
  openModal(latch, { view: 'ConnectingSocial' })
  const fail = (error?: unknown) => {
    if (stopped || latch.getState().socialLogin?.provider !== provider) return
    // The server kept the provider's answer; a visitor who cancelled there hears it said as such.
    const rejected = (error as Error | undefined)?.message === errorTexts.connectionRejected
    latch.store.setState({
      socialLogin: {
        provider,
        status: 'failed',
        mode: 'redirect',
        message: rejected ? errorTexts.connectionRejected : errorTexts.failedToConnect,
      },
    })
  }

  void (async () => {
    try {
      await Promise.all(enabled)
      const frame = await embeddedFrameOf(latch).client()
      const user = await frame.request('CONNECT_SOCIAL', { redirectCode: code })
      latch.store.setState({
        embeddedUser: { email: user.email ?? undefined, userName: user.userName ?? undefined },
      })
    } catch (error) {
      return fail(error)
    }
    if (stopped) return
    const connected = await connect(latch, {
      connectorId: embeddedConnectorId(latch),
      showConnecting: false,
    })
    if (connected.status !== 'success') return fail()
    latch.store.setState({ socialLogin: undefined })
    // Back where the visitor was, signed in: the modal shows the account (connect closed ConnectingSocial).
    if (!stopped) {
      if (latch.getState().open) closeModal(latch)
      openModal(latch)
    }
  })()
  return () => {
    stopped = true
  }
}
