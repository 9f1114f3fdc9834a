/**
 * The connector id the modal and the saved connection know Solana's WalletConnect side by. Its own module: the
 * adapter's first paint needs it (reconnect), the connector's chunk the rest.
 */
export const solanaWalletConnectConnectorId = 'walletConnectSolana'
