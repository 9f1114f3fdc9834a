import type { ConnectorType } from '../connectors/Connector'
import type { ConnectMethod } from './AnalyticsEvent'

/**
 * How the visitor connected, in AppKit's words: the embedded wallet's login by the view it was chosen on
 * (e-mail, social, Farcaster, a passkey row on Connect), WalletConnect by QR code or, on a phone, the wallet app.
 */
export function connectMethod(
  type: ConnectorType | undefined,
  view: string | undefined,
  mobile: boolean,
): ConnectMethod {
  if (type === 'WALLET_CONNECT') return mobile ? 'mobile' : 'qrcode'
  if (type !== 'AUTH') return 'browser'
  if (view?.includes('Farcaster')) return 'farcaster'
  if (view?.includes('Social')) return 'social'
  if (view?.includes('Email')) return 'email'
  return 'passkey'
}
