import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Tous les portefeuilles',
  },
  scanWith: (wallet) => `Scannez ce QR code avec ${wallet}`,
  scanWithPhone: 'Scannez ce QR code avec un portefeuille mobile',
  qrLabel: 'QR code WalletConnect',
  preparing: 'Préparation du QR code…',
  continueIn: (wallet) => `Continuez dans ${wallet}`,
  acceptInWallet: 'Acceptez la demande de connexion dans le portefeuille.',
  open: (wallet) => `Ouvrir ${wallet}`,
  getWallet: (wallet) => `Vous ne l'avez pas ? Installez ${wallet}`,
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié',
  copyFailed: 'Impossible de copier le lien',
  rejected: 'Connexion refusée',
  failed: 'La connexion a échoué',
  search: 'Rechercher un portefeuille',
  walletsLabel: 'Portefeuilles',
  loadMore: 'Plus de portefeuilles',
  loading: 'Chargement des portefeuilles…',
  noResults: 'Aucun portefeuille ne correspond à votre recherche.',
  unavailable: 'La liste des portefeuilles est indisponible pour le moment.',
  allWallets: 'Tous les portefeuilles',
  walletConnect: 'WalletConnect',
}
