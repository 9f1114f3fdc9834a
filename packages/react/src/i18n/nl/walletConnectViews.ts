import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Alle wallets',
  },
  scanWith: (wallet) => `Scan deze QR-code met ${wallet}`,
  scanWithPhone: 'Scan deze QR-code met een mobiele wallet',
  qrLabel: 'WalletConnect-QR-code',
  preparing: 'QR-code voorbereiden…',
  continueIn: (wallet) => `Ga verder in ${wallet}`,
  acceptInWallet: 'Accepteer het verbindingsverzoek in de wallet.',
  open: (wallet) => `${wallet} openen`,
  getWallet: (wallet) => `Heb je hem nog niet? Download ${wallet}`,
  copyLink: 'Link kopiëren',
  linkCopied: 'Link gekopieerd',
  copyFailed: 'Kan link niet kopiëren',
  rejected: 'Verbinding geweigerd',
  failed: 'Verbinden mislukt',
  search: 'Wallet zoeken',
  walletsLabel: 'Wallets',
  loadMore: 'Meer wallets',
  loading: 'Wallets laden…',
  noResults: 'Geen wallets gevonden voor je zoekopdracht.',
  unavailable: 'De lijst met wallets is nu niet beschikbaar.',
  allWallets: 'Alle wallets',
  walletConnect: 'WalletConnect',
}
