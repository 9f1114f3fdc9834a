import type { RouterEntry } from './views'

export type BackResult = { type: 'close' } | { type: 'show'; history: RouterEntry[] }

/**
 * Going back (behaviour.md §2): the history is popped; with one entry left the modal closes; going back to Connect
 * while connected lands on Account.
 */
export function historyAfterBack(
  history: readonly RouterEntry[],
  isConnected: boolean,
): BackResult {
  if (history.length <= 1) return { type: 'close' }
  const popped = history.slice(0, -1)
  const top = popped[popped.length - 1]
  if (top?.view === 'Connect' && isConnected)
    return { type: 'show', history: [...popped.slice(0, -1), { view: 'Account' }] }
  return { type: 'show', history: popped }
}

/** The history after closing: reset to Connect (behaviour.md §2). */
export const closedHistory: readonly RouterEntry[] = [{ view: 'Connect' }]

/** The inline modal never closes: it shows Account when connected, Connect otherwise. */
export function inlineView(isConnected: boolean): 'Account' | 'Connect' {
  return isConnected ? 'Account' : 'Connect'
}
