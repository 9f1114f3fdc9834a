import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { SendDraft } from '../send/SendDraft'

/** Modal views (behaviour.md §2), plus ConnectingExternal and Networks which the walking skeleton needs. */
export const viewNames = [
  'Connect',
  'ConnectingExternal',
  'Account',
  'Networks',
  'SwitchNetwork',
  'UnsupportedChain',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectSocials',
  'ConnectingSocial',
  'ProfileWallets',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'SIWXSignMessage',
  'ApproveTransaction',
  'SwitchActiveChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'WalletSend',
  'WalletSendPreview',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
] as const
export type ViewName = (typeof viewNames)[number]

export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && (viewNames as readonly string[]).includes(value)
}

/**
 * What each view needs to show (a connector id, a network id); `undefined` for a view that needs nothing. A typed
 * map, so `pushView(latch, 'SwitchNetwork', { caipNetworkId })` type-checks and views read their params without casts.
 */
export type ViewParams = {
  [View in ViewName]: View extends 'ConnectingExternal' | 'ConnectingWalletConnect'
    ? { connectorId: string }
    : View extends 'SwitchNetwork'
      ? { caipNetworkId: CaipNetworkId }
      : View extends 'WalletSendPreview'
        ? SendDraft
        : View extends 'SwapSelectToken'
          ? { side: 'from' | 'to' }
          : undefined
}

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
