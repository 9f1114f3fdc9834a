import * as errorTexts from '@latch/core/errorTexts'

/** Inside the WalletConnect views: the QR code and the wallet registry (loaded with them). */
export const walletConnectViews = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'All Wallets',
  },
  scanWith: (wallet: string) => `Scan this QR code with ${wallet}`,
  scanWithPhone: 'Scan this QR code with a mobile wallet',
  qrLabel: 'WalletConnect QR code',
  preparing: 'Preparing the QR code…',
  continueIn: (wallet: string) => `Continue in ${wallet}`,
  acceptInWallet: 'Accept the connection request in the wallet.',
  open: (wallet: string) => `Open ${wallet}`,
  getWallet: (wallet: string) => `Don't have it? Get ${wallet}`,
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  rejected: errorTexts.connectionRejected,
  failed: errorTexts.failedToConnect,
  search: 'Search wallet',
  walletsLabel: 'Wallets',
  loadMore: 'More wallets',
  loading: 'Loading wallets…',
  noResults: 'No wallet matches your search.',
  unavailable: 'The wallet list is unavailable right now.',
  allWallets: 'All Wallets',
  walletConnect: 'WalletConnect',
}
