import type { ChainNamespace } from '../caip/chainNamespace'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { type OpenDecision, resolveOpenView } from '../router/resolveOpenView'
import type { ViewWithoutParams } from '../router/views'
import { isMobileDevice } from './isMobileDevice'

/**
 * What opening the modal now would do, by the opening rules of behaviour.md §2: `openModal` acts on it, preloading
 * reads it.
 */
export function viewToOpen(
  latch: Latch,
  request: { view?: ViewWithoutParams | undefined; namespace?: ChainNamespace | undefined } = {},
): OpenDecision {
  return resolveOpenView(request, {
    activeNamespace: latch.getState().activeNamespace,
    isConnected: getAccount(latch).isConnected,
    hasAdapters: latch.adapters.length > 0,
    manualWalletConnectControl: Boolean(latch.options.manualWalletConnectControl),
    isMobile: isMobileDevice(),
  })
}
