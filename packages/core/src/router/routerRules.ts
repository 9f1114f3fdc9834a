import type { RouterEntry, ViewName } from './views'

export type BackResult = { type: 'close' } | { type: 'show'; history: RouterEntry[] }

/**
 * Going back (spec §2): the history is popped; with one entry left the modal closes; going back to Connect
 * while connected lands on Account.
 */
export function goBack(history: readonly RouterEntry[], isConnected: boolean): BackResult {
  if (history.length <= 1) return { type: 'close' }
  const popped = history.slice(0, -1)
  const top = popped[popped.length - 1]
  if (top?.view === 'Connect' && isConnected)
    return { type: 'show', history: [...popped.slice(0, -1), { view: 'Account' }] }
  return { type: 'show', history: popped }
}

/** The history after closing: reset to Connect (spec §2). */
export const closedHistory: readonly RouterEntry[] = [{ view: 'Connect' }]

/** In embedded mode the modal stays open: Account when connected, Connect otherwise. */
export function embeddedView(isConnected: boolean): ViewName {
  return isConnected ? 'Account' : 'Connect'
}

export function pushView(
  history: readonly RouterEntry[],
  view: ViewName,
  data?: RouterEntry['data'],
): RouterEntry[] {
  return [...history, { view, data }]
}

export function replaceView(
  history: readonly RouterEntry[],
  view: ViewName,
  data?: RouterEntry['data'],
): RouterEntry[] {
  return [...history.slice(0, -1), { view, data }]
}
