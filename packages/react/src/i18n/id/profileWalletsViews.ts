import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Dompet' },
  // Indonesian does not mark the plural after a number: "1 dompet", "3 dompet".
  entry: (count) => `${count} dompet`,
  entryLabel: 'Kelola dompet',
  tabsLabel: 'Namespace',
  listLabel: 'Koneksi Anda',
  status: { active: 'Aktif', connected: 'Terhubung', disconnected: 'Terputus' },
  switchTo: (name) => `Beralih ke ${name}`,
  disconnect: (name) => `Putuskan ${name}`,
  switchButton: 'Beralih',
  disconnectButton: 'Putuskan',
  addWallet: 'Tambah dompet',
  disconnectAll: 'Putuskan semua',
  balance: 'Saldo',
  none: 'Belum ada dompet yang terhubung di sini.',
}
