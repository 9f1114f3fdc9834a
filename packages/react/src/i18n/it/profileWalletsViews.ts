import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets (behaviour.md §4.3; loaded with it) and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Wallet' },
  /** The Account view's entry: how many connections the visitor holds. */
  entry: (count) => (count === 1 ? '1 wallet' : `${count} wallet`),
  entryLabel: 'Gestisci wallet',
  tabsLabel: 'Ecosistemi',
  listLabel: 'Le tue connessioni',
  status: { active: 'Attivo', connected: 'Connesso', disconnected: 'Disconnesso' },
  switchTo: (name) => `Passa a ${name}`,
  disconnect: (name) => `Disconnetti ${name}`,
  switchButton: 'Passa',
  disconnectButton: 'Disconnetti',
  addWallet: 'Aggiungi wallet',
  disconnectAll: 'Disconnetti tutti',
  balance: 'Saldo',
  none: 'Ancora nessun wallet connesso qui.',
}
