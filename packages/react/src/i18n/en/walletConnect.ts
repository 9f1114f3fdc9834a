/** WalletConnect outside its views: the views' titles (part of the dialog's frame). */
export const walletConnect = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'All Wallets',
  },
}
