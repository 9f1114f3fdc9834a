import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Semua Dompet',
  },
  scanWith: (wallet) => `Imbas kod QR ini dengan ${wallet}`,
  scanWithPhone: 'Imbas kod QR ini dengan dompet mudah alih',
  qrLabel: 'Kod QR WalletConnect',
  preparing: 'Menyediakan kod QR…',
  continueIn: (wallet) => `Teruskan dalam ${wallet}`,
  acceptInWallet: 'Terima permintaan sambungan dalam dompet.',
  open: (wallet) => `Buka ${wallet}`,
  getWallet: (wallet) => `Belum ada? Dapatkan ${wallet}`,
  copyLink: 'Salin pautan',
  linkCopied: 'Pautan disalin',
  copyFailed: 'Tidak dapat menyalin pautan',
  rejected: 'Sambungan ditolak',
  failed: 'Gagal menyambung',
  search: 'Cari dompet',
  walletsLabel: 'Dompet',
  loadMore: 'Lagi dompet',
  loading: 'Memuatkan dompet…',
  noResults: 'Tiada dompet yang sepadan dengan carian anda.',
  unavailable: 'Senarai dompet tidak tersedia buat masa ini.',
  allWallets: 'Semua Dompet',
  walletConnect: 'WalletConnect',
}
