import { getAccount, type Latch, resolveOpenView } from '@latch/core'
import { isMobileDevice } from '@latch/core/internal'
import { preloadView } from './viewRegistry'
import { whenIdle } from './whenIdle'

/** The view `open()` would show now, by the spec's opening rules (§2), read as `openModal` reads them. */
function viewToOpen(latch: Latch) {
  const decision = resolveOpenView(
    {},
    {
      activeNamespace: latch.getState().activeNamespace,
      isConnected: getAccount(latch).isConnected,
      hasAdapters: latch.adapters.length > 0,
      manualWalletConnectControl: Boolean(latch.options.manualWalletConnectControl),
      isMobile: isMobileDevice(),
    },
  )
  return decision.type === 'show' ? decision.view : undefined
}

/**
 * Once the browser is idle after the provider mounted, fetches the view `open()` will show (Account when
 * connected, Connect otherwise, or WalletConnect's by rule 2), and again whenever that changes (a reconnect that
 * finishes later), so the dialog's first frame has its content. Never runs on the server (called from an effect)
 * and never before the first paint. Returns the cleanup.
 */
export function preloadOpenView(latch: Latch): () => void {
  const preload = () => {
    const view = viewToOpen(latch)
    if (view) preloadView(view)
  }
  let unsubscribe: (() => void) | undefined
  const cancel = whenIdle(() => {
    preload()
    unsubscribe = latch.subscribe(preload)
  })
  return () => {
    cancel()
    unsubscribe?.()
  }
}
