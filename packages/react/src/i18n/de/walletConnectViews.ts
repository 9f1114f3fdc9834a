import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Alle Wallets',
  },
  scanWith: (wallet) => `Scanne diesen QR-Code mit ${wallet}`,
  scanWithPhone: 'Scanne diesen QR-Code mit einer mobilen Wallet',
  qrLabel: 'WalletConnect-QR-Code',
  preparing: 'QR-Code wird erstellt…',
  continueIn: (wallet) => `Weiter in ${wallet}`,
  acceptInWallet: 'Bestätige die Verbindungsanfrage in der Wallet.',
  open: (wallet) => `${wallet} öffnen`,
  getWallet: (wallet) => `Noch nicht installiert? ${wallet} holen`,
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert',
  copyFailed: 'Link konnte nicht kopiert werden',
  rejected: 'Verbindung abgelehnt',
  failed: 'Verbindung fehlgeschlagen',
  search: 'Wallet suchen',
  walletsLabel: 'Wallets',
  loadMore: 'Weitere Wallets',
  loading: 'Wallets werden geladen…',
  noResults: 'Keine Wallet passt zu deiner Suche.',
  unavailable: 'Die Wallet-Liste ist gerade nicht verfügbar.',
  allWallets: 'Alle Wallets',
  walletConnect: 'WalletConnect',
}
