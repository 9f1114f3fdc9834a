import type { ChainNamespace } from '../caip/chainNamespace'
import type { ViewName } from './views'

export type OpenRequest = {
  view?: ViewName | undefined
  namespace?: ChainNamespace | undefined
}

export type OpenContext = {
  activeNamespace: ChainNamespace | undefined
  isConnected: boolean
  hasAdapters: boolean
  manualWalletConnectControl: boolean
  isMobile: boolean
}

export type OpenDecision =
  | { type: 'switchNamespace'; namespace: ChainNamespace }
  | { type: 'show'; view: ViewName }

/** Which view `open()` shows: the opening rules 1–5 of behaviour.md §2, in order. */
export function resolveOpenView(request: OpenRequest, context: OpenContext): OpenDecision {
  if (request.namespace && request.namespace !== context.activeNamespace)
    return { type: 'switchNamespace', namespace: request.namespace }
  if ((!context.hasAdapters || context.manualWalletConnectControl) && !context.isConnected)
    return { type: 'show', view: context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  if (request.view) return { type: 'show', view: request.view }
  if (context.isConnected) return { type: 'show', view: 'Account' }
  return { type: 'show', view: 'Connect' }
}
