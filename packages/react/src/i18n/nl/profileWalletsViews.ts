import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets (behaviour.md §4.3; loaded with it) and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Wallets' },
  /** The Account view's entry: how many connections the visitor holds. */
  entry: (count) => (count === 1 ? '1 wallet' : `${count} wallets`),
  entryLabel: 'Wallets beheren',
  tabsLabel: 'Ecosystemen',
  listLabel: 'Je verbindingen',
  status: { active: 'Actief', connected: 'Verbonden', disconnected: 'Niet verbonden' },
  switchTo: (name) => `Overschakelen naar ${name}`,
  disconnect: (name) => `Verbinding met ${name} verbreken`,
  switchButton: 'Wisselen',
  disconnectButton: 'Verbinding verbreken',
  addWallet: 'Wallet toevoegen',
  disconnectAll: 'Alle verbindingen verbreken',
  balance: 'Saldo',
  none: 'Hier is nog geen wallet verbonden.',
}
