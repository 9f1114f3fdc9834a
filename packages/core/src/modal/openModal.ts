import type { ChainNamespace } from '../caip/chainNamespace'
import { setActiveNamespace } from '../connection/setActiveNamespace'
import type { Latch } from '../createLatch'
import type { RouterEntry, ViewWithoutParams } from '../router/views'
import { viewToOpen } from './viewToOpen'

export type OpenModalParameters = {
  /** A view without params; the spec's opening rules pick one when absent. */
  view?: ViewWithoutParams | undefined
  /** Opens for this chain namespace, switching the active adapter first (opening rule 1). */
  namespace?: ChainNamespace | undefined
}

/** Opens the modal on the view the opening rules of behaviour.md §2 choose. */
export function openModal(latch: Latch, parameters: OpenModalParameters = {}): void {
  const decision = viewToOpen(latch, parameters)
  if (decision.type === 'switchNamespace') {
    setActiveNamespace(latch, decision.namespace)
    openModal(latch, { view: parameters.view ?? 'SwitchActiveChain' })
    return
  }
  const view = decision.view === 'SwitchActiveChain' ? 'Connect' : decision.view
  // The rules choose among the asked view and start views, none of which needs params.
  latch.store.setState({ open: true, history: [{ view } as RouterEntry] })
}
