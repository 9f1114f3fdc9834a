import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** "1 portfel", "2 portfele", "5 portfeli", "1,5 portfela": Polish's plural categories (Intl.PluralRules). */
const wallets: Record<string, string> = {
  one: 'portfel',
  few: 'portfele',
  many: 'portfeli',
  other: 'portfela',
}

/** Inside ProfileWallets (behaviour.md §4.3; loaded with it) and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Portfele' },
  /** The Account view's entry: how many connections the visitor holds. */
  entry: (count) => `${count} ${wallets[new Intl.PluralRules('pl').select(count)]}`,
  entryLabel: 'Zarządzaj portfelami',
  tabsLabel: 'Ekosystemy',
  listLabel: 'Twoje połączenia',
  status: { active: 'Aktywny', connected: 'Połączony', disconnected: 'Rozłączony' },
  switchTo: (name) => `Przełącz na ${name}`,
  disconnect: (name) => `Rozłącz ${name}`,
  switchButton: 'Przełącz',
  disconnectButton: 'Rozłącz',
  addWallet: 'Dodaj portfel',
  disconnectAll: 'Rozłącz wszystkie',
  balance: 'Saldo',
  none: 'Nie połączono tu jeszcze żadnego portfela.',
}
