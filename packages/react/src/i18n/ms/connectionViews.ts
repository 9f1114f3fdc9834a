import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Sambung Dompet', ConnectingExternal: 'Menyambung' },
  walletsLabel: 'Dompet',
  recent: 'Terkini',
  installed: 'Dipasang',
  noWallets:
    'Tiada dompet ditemui. Pasang sambungan dompet pada pelayar anda, kemudian muat semula halaman ini.',
  continueIn: (wallet) => `Teruskan dalam ${wallet}`,
  acceptRequest: 'Terima permintaan sambungan dalam dompet anda.',
  rejected: 'Sambungan ditolak',
  failed: 'Gagal menyambung',
}
