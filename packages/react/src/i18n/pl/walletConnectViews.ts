import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Wszystkie portfele',
  },
  scanWith: (wallet) => `Zeskanuj ten kod QR w ${wallet}`,
  scanWithPhone: 'Zeskanuj ten kod QR portfelem mobilnym',
  qrLabel: 'Kod QR WalletConnect',
  preparing: 'Przygotowywanie kodu QR…',
  continueIn: (wallet) => `Kontynuuj w ${wallet}`,
  acceptInWallet: 'Zaakceptuj prośbę o połączenie w portfelu.',
  open: (wallet) => `Otwórz ${wallet}`,
  getWallet: (wallet) => `Nie masz? Pobierz ${wallet}`,
  copyLink: 'Kopiuj link',
  linkCopied: 'Skopiowano link',
  copyFailed: 'Nie udało się skopiować linku',
  rejected: 'Połączenie odrzucone',
  failed: 'Nie udało się połączyć',
  search: 'Szukaj portfela',
  walletsLabel: 'Portfele',
  loadMore: 'Więcej portfeli',
  loading: 'Wczytywanie portfeli…',
  noResults: 'Żaden portfel nie pasuje do wyszukiwania.',
  unavailable: 'Lista portfeli jest teraz niedostępna.',
  allWallets: 'Wszystkie portfele',
  walletConnect: 'WalletConnect',
}
