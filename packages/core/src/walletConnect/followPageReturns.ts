/** What of the page `followPageReturns` listens to (the browser's `document` and `window`; tests pass their own). */
export type PageEvents = {
  document: EventTarget & { visibilityState: string }
  window: EventTarget
}

/**
 * Calls `onReturn` each time the visitor comes back to the page (behaviour.md §10.7): it is shown again after
 * being hidden (the visitor was in the wallet's app), restored from the back-forward cache (`pageshow` with
 * `persisted`), or the device is back online. A phone suspends a hidden page and may drop its sockets without a
 * word, so what the page waits for over the network is asked for again then. Returns the stop.
 */
export function followPageReturns(
  onReturn: () => void,
  page: PageEvents | undefined = browserPage(),
): () => void {
  if (!page) return () => {}
  let away = page.document.visibilityState === 'hidden'
  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') {
      away = true
      return
    }
    if (!away) return
    away = false
    onReturn()
  }
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) onReturn()
  }
  page.document.addEventListener('visibilitychange', onVisibility)
  page.window.addEventListener('pageshow', onPageShow)
  page.window.addEventListener('online', onReturn)
  return () => {
    page.document.removeEventListener('visibilitychange', onVisibility)
    page.window.removeEventListener('pageshow', onPageShow)
    page.window.removeEventListener('online', onReturn)
  }
}

const browserPage = (): PageEvents | undefined =>
  typeof document === 'undefined' || typeof window === 'undefined'
    ? undefined
    : { document, window }
