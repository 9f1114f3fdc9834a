import type { SocialProvider } from '../auth/socialProviders'
import { connect } from '../connection/connect'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { currentView } from '../modal/currentView'
import { pushView } from '../modal/pushView'
import { detectInAppBrowser } from './detectInAppBrowser'
import { embeddedConnectorId } from './embeddedConnectorId'
import { embeddedFrameOf } from './embeddedFrame'
import { rememberSocialProvider } from './socialRedirectProvider'

/** behaviour.md §9: the social popup's size, and how often its closing is checked. */
const POPUP_FEATURES = 'width=600,height=800'
const POPUP_POLL_MS = 1_000

/**
 * Social login (behaviour.md §4): the 600×800 popup opens in the click's own task (a popup opened after an await is
 * blocked), then goes to the provider once the secure site has made the authorization URL. The provider sends the
 * visitor back to the secure site's callback page, which posts the result to this window only; the secure site
 * then signs in and the embedded wallet connects. Closing the popup: "Popup closed".
 *
 * The page goes to the provider itself instead (redirect mode, §11.3) when the app asks for it, when `mode` is
 * `redirect` (the visitor chose it after a blocked popup), and in an in-app browser, where a popup opens nowhere or
 * never reports back. A popup the browser blocks ends in `blocked`: ConnectingSocial offers to continue in this
 * tab, one tap, since leaving the page is the visitor's choice.
 */
export function connectSocial(
  latch: Latch,
  { provider, mode }: { provider: SocialProvider; mode?: 'redirect' | undefined },
): Promise<ActionResult> {
  const redirect =
    mode === 'redirect' ||
    (latch.options.embeddedWallet || undefined)?.socialLogin === 'redirect' ||
    detectInAppBrowser() !== undefined
  const popup = redirect ? null : globalThis.open('', 'latch-social', POPUP_FEATURES)
  const showConnecting = () => {
    if (latch.getState().open && currentView(latch) !== 'ConnectingSocial')
      pushView(latch, 'ConnectingSocial')
  }
  if (!redirect && !popup) {
    latch.store.setState({ socialLogin: { provider, status: 'blocked', mode: 'redirect' } })
    showConnecting()
    return Promise.resolve({
      status: 'failed',
      error: new LatchError('popupBlocked', errorTexts.popupBlocked),
    })
  }
  latch.store.setState({
    socialLogin: { provider, status: 'pending', mode: popup ? 'popup' : 'redirect' },
  })
  showConnecting()
  return popup ? finish(latch, provider, popup) : leaveForProvider(latch, provider)
}

/**
 * Redirect mode: this page goes to the provider and comes back to the URL it is on now, with a one-time code
 * the secure site redeems (`completeSocialRedirect`). Resolves once the page is leaving.
 */
async function leaveForProvider(latch: Latch, provider: SocialProvider): Promise<ActionResult> {
  let uri: string
  try {
    const frame = await embeddedFrameOf(latch).client()
    ;({ uri } = await frame.request('GET_SOCIAL_REDIRECT_URI', {
      provider,
      returnUrl: globalThis.location.href,
    }))
  } catch {
    const text = errorTexts.failedToInitiateSocialConnection
    if (latch.getState().socialLogin?.provider === provider)
      latch.store.setState({
        socialLogin: { provider, status: 'failed', mode: 'redirect', message: text },
      })
    return {
      status: 'failed',
      error: new LatchError('failedToInitiateSocialConnection', text),
    }
  }
  rememberSocialProvider(provider)
  globalThis.location.assign(uri)
  return { status: 'success' }
}

async function finish(
  latch: Latch,
  provider: SocialProvider,
  popup: Window,
): Promise<ActionResult> {
  const fail = (
    text: string,
    code:
      | 'popupClosed'
      | 'failedToInitiateSocialConnection'
      | 'failedToConnect'
      | 'connectionRejected',
  ) => {
    popup.close()
    if (latch.getState().socialLogin?.provider === provider)
      latch.store.setState({
        socialLogin: { provider, status: 'failed', mode: 'popup', message: text },
      })
    return { status: 'failed', error: new LatchError(code, text) } as const
  }
  let uri: string
  try {
    const frame = await embeddedFrameOf(latch).client()
    ;({ uri } = await frame.request('GET_SOCIAL_REDIRECT_URI', { provider }))
  } catch {
    return fail(errorTexts.failedToInitiateSocialConnection, 'failedToInitiateSocialConnection')
  }
  if (popup.closed) return fail(errorTexts.popupClosed, 'popupClosed')
  popup.location.href = uri

  const secureSiteOrigin = new URL(
    (latch.options.embeddedWallet || { secureSiteUrl: '' }).secureSiteUrl,
  ).origin
  const { readSocialResult } = await import('@latch/frame')
  const result = await new Promise<string | undefined>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      const redirect = readSocialResult(event, { secureSiteOrigin, popup })
      if (redirect) done(redirect)
    }
    const poll = setInterval(() => {
      if (popup.closed) done(undefined)
    }, POPUP_POLL_MS)
    function done(value: string | undefined) {
      clearInterval(poll)
      globalThis.removeEventListener('message', onMessage)
      resolve(value)
    }
    globalThis.addEventListener('message', onMessage)
  })
  if (!result) return fail(errorTexts.popupClosed, 'popupClosed')
  popup.close()
  // The provider's own refusal (RFC 6749 §4.1.2.1): the visitor cancelled or denied consent there, which the
  // modal says as a rejected connection; any other error is the app's to fix, and the console names it.
  const refusal = providerError(result)
  if (refusal === 'access_denied') return fail(errorTexts.connectionRejected, 'connectionRejected')
  if (refusal) {
    console.warn(`Latch: the ${provider} login answered "${refusal}"`)
    return fail(errorTexts.failedToConnect, 'failedToConnect')
  }

  try {
    const frame = await embeddedFrameOf(latch).client()
    const user = await frame.request('CONNECT_SOCIAL', { uri: result })
    latch.store.setState({
      embeddedUser: { email: user.email ?? undefined, userName: user.userName ?? undefined },
    })
  } catch {
    return fail(errorTexts.failedToConnect, 'failedToConnect')
  }
  const connected = await connect(latch, {
    connectorId: embeddedConnectorId(latch),
    showConnecting: false,
  })
  if (connected.status === 'success') latch.store.setState({ socialLogin: undefined })
  return connected
}

/** The OAuth error code of the provider's answer (`?error=…`), if it answered with one. */
function providerError(uri: string): string | undefined {
  try {
    const error = new URL(uri).searchParams.get('error')
    // A code is a few ASCII letters and underscores; anything else is named generically, not echoed.
    return error === null ? undefined : /^[a-z_]{1,64}$/.test(error) ? error : 'invalid_error'
  } catch {
    return undefined
  }
}
