import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Tutti i wallet',
  },
  scanWith: (wallet) => `Scansiona questo codice QR con ${wallet}`,
  scanWithPhone: 'Scansiona questo codice QR con un wallet mobile',
  qrLabel: 'Codice QR di WalletConnect',
  preparing: 'Preparazione del codice QR…',
  continueIn: (wallet) => `Continua in ${wallet}`,
  acceptInWallet: 'Accetta la richiesta di connessione nel wallet.',
  open: (wallet) => `Apri ${wallet}`,
  getWallet: (wallet) => `Non ce l'hai? Scarica ${wallet}`,
  copyLink: 'Copia link',
  linkCopied: 'Link copiato',
  copyFailed: 'Impossibile copiare il link',
  rejected: 'Connessione rifiutata',
  failed: 'Connessione non riuscita',
  search: 'Cerca wallet',
  walletsLabel: 'Wallet',
  loadMore: 'Altri wallet',
  loading: 'Caricamento dei wallet…',
  noResults: 'Nessun wallet corrisponde alla ricerca.',
  unavailable: "L'elenco dei wallet non è disponibile al momento.",
  allWallets: 'Tutti i wallet',
  walletConnect: 'WalletConnect',
}
