/** What of the page opening a wallet's link uses (the browser's own `window`; tests pass their own). */
export type LinkWindow = {
  open(url: string, target: string): { opener: unknown } | null
  location: { assign(url: string): void }
  /** A framed page's parent differs from itself. */
  top?: unknown
  self?: unknown
  /** A Telegram Mini App's bridge (`telegram-web-app.js`); a chat's in-app browser has only the proxy. */
  Telegram?: { WebApp?: { openLink?: unknown } } | undefined
  TelegramWebviewProxy?: unknown
}

/**
 * Opens a wallet's link (its universal link, native scheme or store page) with the method that works where the
 * page runs (behaviour.md §10.6), always in the tap's own task: nothing here awaits.
 *
 * - A Telegram Mini App: `Telegram.WebApp.openLink` for a web link (`https:`, or `http:` on a dev machine), Telegram's
 *   own way out: the link opens outside Telegram, where the system hands a universal link to the wallet's app,
 *   and the Mini App stays open. It takes no other scheme.
 * - Telegram's in-app browser (a link opened from a chat, or a Mini App link of another scheme): `window.open` to
 *   `_blank`, which Telegram hands to the system; a navigation of the webview itself would load the wallet's web
 *   page inside Telegram instead of its app.
 * - A framed page: `window.open` to `_top`, the tab itself, as a frame cannot leave any other way.
 * - Elsewhere (a phone's browser, a wallet's or another app's in-app browser): the tab's own navigation
 *   (`location.assign`), where a universal link or scheme opens the app and the page stays; a popup opens
 *   nowhere there.
 * - A `window.open` that the browser refuses (it answers null) falls back to the tab's own navigation.
 *
 * Telegram's detection here is its page objects alone: the full in-app detection (`detectInAppBrowser`, with its
 * user-agent library) belongs to the embedded wallet, and the methods above are right for any other webview.
 */
export function openWalletLink(url: string, page: LinkWindow | undefined = browserWindow()): void {
  if (!page) return
  const openLink = page.Telegram?.WebApp?.openLink
  if (typeof openLink === 'function' && /^https?:\/\//i.test(url)) {
    openLink.call(page.Telegram?.WebApp, url)
    return
  }
  const telegram = Boolean(page.Telegram?.WebApp || page.TelegramWebviewProxy)
  const target = telegram ? '_blank' : framed(page) ? '_top' : undefined
  // Without `noopener`, whose window.open answers null even when it opened: null then means refused.
  const opened = target ? page.open(url, target) : null
  if (opened) {
    // What opened cannot navigate this page back (what `noopener` would have prevented).
    if (target === '_blank') opened.opener = null
    return
  }
  page.location.assign(url)
}

function framed(page: LinkWindow): boolean {
  try {
    return page.top !== undefined && page.self !== undefined && page.top !== page.self
  } catch {
    // A cross-origin parent: framed.
    return true
  }
}

const browserWindow = (): LinkWindow | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as LinkWindow)
