/**
 * The event names, AppKit's, so dashboards built on them port (docs/analytics.md): the connect funnel is
 * MODAL_OPEN → SELECT_WALLET → CONNECT_SUCCESS.
 */
export type AnalyticsEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'SWITCH_NETWORK'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'BUY_SUCCESS'
  | 'BUY_ERROR'

/** How the visitor connected: AppKit's `method`. */
export type ConnectMethod =
  | 'browser'
  | 'qrcode'
  | 'mobile'
  | 'email'
  | 'social'
  | 'farcaster'
  | 'passkey'

export type TrackProps = {
  type: 'track'
  event: AnalyticsEventName
  /** Connect events: `{ name, method, view }` (the wallet's name, how, the view it was chosen on). */
  properties?: Record<string, string | number | boolean> | undefined
  /** Only when the app sends addresses (`sendAddresses`). */
  address?: string | undefined
}

export type ErrorReportProps = {
  type: 'error'
  event: 'ERROR'
  errorType: string
  errorMessage: string
  stackTrace: string
}

/** One record of `POST /e` (spec §7); a send carries an array of them. */
export type AnalyticsRecord = {
  eventId: string
  /** The page, without its query or fragment (they may carry codes and tokens). */
  url: string
  domain: string
  /** Milliseconds since the epoch. */
  timestamp: number
  props: TrackProps | ErrorReportProps
}
