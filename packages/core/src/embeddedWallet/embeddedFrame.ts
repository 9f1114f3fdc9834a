import type { FrameClient } from '@latch/frame'
import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'

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
  iframe.tabIndex = -1
  document.body.append(iframe)
  const frameWindow = iframe.contentWindow
  if (!frameWindow) throw new Error('W3mFrame: iframe is not set')

  const client = createFrameClient({ frameWindow, frameOrigin })
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
    document.removeEventListener('focusin', trackFocus, true)
    client.destroy()
    iframe.remove()
    throw error
  }
  await client.request('SYNC_DAPP_DATA', {
    metadata: latch.options.metadata,
    projectId: latch.options.projectId ?? '',
  })
  await client.request('SYNC_THEME', {
    themeMode: latch.options.themeMode,
    themeVariables: latch.options.themeVariables as Record<string, string | number> | undefined,
  })
  return client
}
