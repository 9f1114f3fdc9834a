import type { FrameClient } from '@latch/frame'
import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import { requestedLocale } from '../locale/requestedLocale'
import { disconnectEmbedded } from './disconnectEmbedded'

/** How the hidden iframe looks while the secure site only listens, and while it asks for an approval. */
const hiddenStyle =
  'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;top:0;left:0'
// Over the modal (its z-index is 2147483000 by default) and the whole viewport, transparent: the secure site draws
// the modal's backdrop and frame itself, so no box of the iframe's own is left over the page (behaviour.md §2.8).
const approvalStyle =
  'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483600;background:transparent;color-scheme:normal'

type EmbeddedFrame = {
  /** The frame client, loading the secure site on first use; a failed load is tried again on the next. */
  client(): Promise<FrameClient>
}

/**
 * The secure site's iframe for this instance: created only when the visitor starts an e-mail or social login or a
 * saved embedded connection is restored, never before (behaviour.md §11.1). `@latch/frame` is imported then, so none of
 * it is in the first paint.
 */
export const embeddedFrameOf = perInstance((latch: Latch): EmbeddedFrame => {
  let loading: Promise<FrameClient> | undefined
  return {
    client() {
      loading ??= load(latch).catch((error: unknown) => {
        loading = undefined
        throw error
      })
      return loading
    },
  }
})

/** The focused element, looked for inside open shadow roots (the modal renders in one). */
function deepActiveElement(): HTMLElement | undefined {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : undefined
}

async function load(latch: Latch): Promise<FrameClient> {
  const options = latch.options.embeddedWallet
  if (!options) throw new Error('The embedded wallet is not configured')
  const { createFrameClient } = await import('@latch/frame')
  const frameOrigin = new URL(options.secureSiteUrl).origin
  const src = new URL(options.secureSiteUrl)
  src.searchParams.set('projectId', latch.options.projectId ?? '')
  src.searchParams.set('appOrigin', globalThis.location.origin)
  if (latch.options.apiUrl) src.searchParams.set('apiUrl', latch.options.apiUrl)

  const iframe = document.createElement('iframe')
  iframe.title = 'Secure wallet'
  iframe.src = src.href
  iframe.setAttribute('style', hiddenStyle)
  iframe.setAttribute('aria-hidden', 'true')
  // WebAuthn in a cross-origin frame needs the page's leave (Permissions Policy): for the secure site only, and only
  // when the app turns passkeys on (behaviour.md §11.7).
  if (options.passkeys)
    iframe.allow = `publickey-credentials-get ${frameOrigin}; publickey-credentials-create ${frameOrigin}`
  iframe.tabIndex = -1
  document.body.append(iframe)
  const frameWindow = iframe.contentWindow
  if (!frameWindow) throw new Error('W3mFrame: iframe is not set')

  const client = createFrameClient({ frameWindow, frameOrigin })
  // A frame that did not load in 20 s, or a step it left unanswered for 120 s, is an alert of the modal's
  // (behaviour.md §8.8): told here, where it happens; the request still fails as before.
  const told = (error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code
    if (code === 'iframe_load_failed' || code === 'iframe_request_timeout')
      latch.events.emit('embeddedWalletFailed', { code })
  }
  const request = client.request
  client.request = ((...parameters: Parameters<typeof request>) =>
    request(...parameters).catch((error: unknown) => {
      told(error)
      throw error
    })) as typeof request
  // Where the visitor was before the secure site took the focus (the modal's button, inside its shadow root). Kept
  // as focus moves, since the secure site's screen may focus itself before it says SHOW_APPROVAL.
  let returnFocus = deepActiveElement()
  const trackFocus = () => {
    const active = deepActiveElement()
    if (active && active !== iframe) returnFocus = active
  }
  document.addEventListener('focusin', trackFocus, true)
  client.on('SHOW_APPROVAL', () => {
    iframe.setAttribute('style', approvalStyle)
    iframe.removeAttribute('aria-hidden')
    iframe.tabIndex = 0
    iframe.focus()
  })
  client.on('HIDE_APPROVAL', () => {
    iframe.setAttribute('style', hiddenStyle)
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    // The focus goes back where it was, as when a dialog closes (WAI-ARIA APG): left on the hidden frame, the
    // keyboard (Escape, Tab) would reach nothing.
    if (document.activeElement === iframe && returnFocus?.isConnected) returnFocus.focus()
  })
  // The session ended elsewhere (signed out everywhere from another device, or expired): this page shows
  // disconnected (behaviour.md §11.8).
  client.on('SESSION_UPDATE', ({ status }) => {
    if (status !== 'active') void disconnectEmbedded(latch)
  })
  client.on('USER_UPDATE', (user) => {
    latch.store.setState({
      embeddedUser: { email: user.email ?? undefined },
      preferredAccountType: user.preferredAccountType ?? 'eoa',
      smartAccountDeployed: user.smartAccountDeployed,
    })
  })
  try {
    await client.ready
  } catch (error) {
    told(error)
    document.removeEventListener('focusin', trackFocus, true)
    client.destroy()
    iframe.remove()
    throw error
  }
  const syncDappData = () =>
    client.request('SYNC_DAPP_DATA', {
      metadata: latch.options.metadata,
      projectId: latch.options.projectId ?? '',
      locale: requestedLocale(latch),
    })
  await syncDappData()
  // The secure site's screens and the e-mails it asks for follow the app's language as it changes (behaviour.md §20).
  // One frame per instance for the page's life, so the subscription lives as long.
  let locale = requestedLocale(latch)
  latch.subscribe(() => {
    const next = requestedLocale(latch)
    if (next === locale) return
    locale = next
    syncDappData().catch(() => undefined)
  })
  await client.request('SYNC_THEME', {
    themeMode: latch.options.themeMode,
    themeVariables: latch.options.themeVariables as Record<string, string | number> | undefined,
  })
  return client
}
