import type { Latch } from '@latch/core'
import { viewToOpen } from '@latch/core/internal'
import { preloadModalView } from './loadModal'
import { whenIdle } from './whenIdle'

/**
 * Once the browser is idle after the provider mounted, fetches the dialog (behaviour.md §18.0) and the view
 * `open()` will show (Account when connected, Connect otherwise, or WalletConnect's by rule 2), and again whenever
 * that changes (a reconnect that finishes later), so the dialog's first frame has its content. Never runs on the server (called from an effect)
 * and never before the first paint. Returns the cleanup.
 */
export function preloadOpenView(latch: Latch): () => void {
  const preload = () => {
    const decision = viewToOpen(latch)
    if (decision.type === 'show') preloadModalView(latch, decision.view)
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
