/** The connector id of WalletConnect's Bitcoin side, which a saved Bitcoin connection names. */
export const bitcoinWalletConnectConnectorId = 'walletConnectBitcoin'
