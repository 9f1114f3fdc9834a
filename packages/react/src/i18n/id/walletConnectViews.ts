import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Semua Dompet',
  },
  scanWith: (wallet) => `Pindai kode QR ini dengan ${wallet}`,
  scanWithPhone: 'Pindai kode QR ini dengan dompet seluler',
  qrLabel: 'Kode QR WalletConnect',
  preparing: 'Menyiapkan kode QR…',
  continueIn: (wallet) => `Lanjutkan di ${wallet}`,
  acceptInWallet: 'Setujui permintaan koneksi di dompet.',
  open: (wallet) => `Buka ${wallet}`,
  getWallet: (wallet) => `Belum punya? Dapatkan ${wallet}`,
  copyLink: 'Salin tautan',
  linkCopied: 'Tautan disalin',
  copyFailed: 'Tidak dapat menyalin tautan',
  rejected: 'Koneksi ditolak',
  failed: 'Gagal terhubung',
  search: 'Cari dompet',
  walletsLabel: 'Dompet',
  loadMore: 'Dompet lainnya',
  loading: 'Memuat dompet…',
  noResults: 'Tidak ada dompet yang cocok dengan pencarian Anda.',
  unavailable: 'Daftar dompet tidak tersedia saat ini.',
  allWallets: 'Semua Dompet',
  walletConnect: 'WalletConnect',
}
