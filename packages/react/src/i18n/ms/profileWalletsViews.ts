import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Dompet' },
  // Malay does not mark the plural after a number: "1 dompet", "3 dompet".
  entry: (count) => `${count} dompet`,
  entryLabel: 'Urus dompet',
  tabsLabel: 'Ruang nama',
  listLabel: 'Sambungan anda',
  status: { active: 'Aktif', connected: 'Disambungkan', disconnected: 'Diputuskan' },
  switchTo: (name) => `Tukar ke ${name}`,
  disconnect: (name) => `Putuskan sambungan ${name}`,
  switchButton: 'Tukar',
  disconnectButton: 'Putuskan sambungan',
  addWallet: 'Tambah dompet',
  disconnectAll: 'Putuskan semua sambungan',
  balance: 'Baki',
  none: 'Belum ada dompet disambungkan di sini.',
}
