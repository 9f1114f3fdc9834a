import type { CaipNetworkId } from '../caip/caipNetworkId'

/**
 * What each view needs to show (a connector id, a network id); `undefined` for a view that needs nothing. A typed
 * map, so `pushView(latch, 'SwitchNetwork', { caipNetworkId })` type-checks and views read their params without casts.
 *
 * Here are the views the modal's own rules name (behaviour.md §2): connecting (WalletConnect's too, opening rule 2),
 * the account and networks. A feature adds its views from its own folder (`declare module
 * '../router/views.js' { interface ViewParams extends SendViews {} }`), so a view no feature declares is a type error.
 * (`.js`: apps read the built declarations, and Node's resolution finds a module there only by its file name.)
 */
export interface ViewParams {
  Connect: undefined
  ConnectingExternal: { connectorId: string }
  Account: undefined
  Networks: undefined
  SwitchNetwork: { caipNetworkId: CaipNetworkId }
  /** Opening rule 1's switch to another namespace, which goes on to Connect (openModal). */
  SwitchActiveChain: undefined
  UnsupportedChain: undefined
  AllWallets: undefined
  ConnectingWalletConnect: { connectorId: string }
  ConnectingWalletConnectBasic: undefined
}

/** A view of the modal (behaviour.md §2.1) or of a feature; a feature's show only when the app lists it. */
export type ViewName = keyof ViewParams

/** One entry of the view history: a view and its params. */
export type RouterEntry = {
  [View in ViewName]: ViewParams[View] extends undefined
    ? { view: View; data?: undefined }
    : { view: View; data: ViewParams[View] }
}[ViewName]

/** The entry of one view, for code that knows which view it is. */
export type RouterEntryOf<View extends ViewName> = Extract<RouterEntry, { view: View }>

/** The arguments after the view name: its params when it has any. */
export type ViewArguments<View extends ViewName> = ViewParams[View] extends undefined
  ? []
  : [params: ViewParams[View]]

/** The views that need no params: what `openModal(latch, { view })` may ask for. */
export type ViewWithoutParams = {
  [View in ViewName]: ViewParams[View] extends undefined ? View : never
}[ViewName]
