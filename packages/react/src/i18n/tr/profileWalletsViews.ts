import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Cüzdanlar' },
  // Turkish keeps the noun singular after a number: "1 cüzdan", "3 cüzdan".
  entry: (count) => `${count} cüzdan`,
  entryLabel: 'Cüzdanları yönet',
  tabsLabel: 'Ad alanları',
  listLabel: 'Bağlantılarınız',
  status: { active: 'Etkin', connected: 'Bağlı', disconnected: 'Bağlı değil' },
  switchTo: (name) => `${name} cüzdanına geç`,
  disconnect: (name) => `${name} bağlantısını kes`,
  switchButton: 'Geç',
  disconnectButton: 'Bağlantıyı kes',
  addWallet: 'Cüzdan ekle',
  disconnectAll: 'Tümünün bağlantısını kes',
  balance: 'Bakiye',
  none: 'Burada henüz bağlı cüzdan yok.',
}
