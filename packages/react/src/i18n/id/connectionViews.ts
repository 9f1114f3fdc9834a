import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Hubungkan Dompet', ConnectingExternal: 'Menghubungkan' },
  walletsLabel: 'Dompet',
  recent: 'Terakhir digunakan',
  installed: 'Terpasang',
  noWallets:
    'Dompet tidak ditemukan. Pasang ekstensi dompet di browser Anda, lalu muat ulang halaman ini.',
  continueIn: (wallet) => `Lanjutkan di ${wallet}`,
  acceptRequest: 'Setujui permintaan koneksi di dompet Anda.',
  rejected: 'Koneksi ditolak',
  failed: 'Gagal terhubung',
}
