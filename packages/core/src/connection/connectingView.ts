import type { Connector } from '../connectors/Connector'

/**
 * The view that waits for a wallet (behaviour.md §2): a QR code for WalletConnect, the wallet's own prompt otherwise.
 */
export function connectingView(
  connector: Pick<Connector, 'type'>,
): 'ConnectingWalletConnect' | 'ConnectingExternal' {
  return connector.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
}
