import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Wallets' },
  entry: (count) => (count === 1 ? '1 Wallet' : `${count} Wallets`),
  entryLabel: 'Wallets verwalten',
  tabsLabel: 'Namensräume',
  listLabel: 'Deine Verbindungen',
  status: { active: 'Aktiv', connected: 'Verbunden', disconnected: 'Getrennt' },
  switchTo: (name) => `Zu ${name} wechseln`,
  disconnect: (name) => `${name} trennen`,
  switchButton: 'Wechseln',
  disconnectButton: 'Trennen',
  addWallet: 'Wallet hinzufügen',
  disconnectAll: 'Alle trennen',
  balance: 'Guthaben',
  none: 'Hier ist noch keine Wallet verbunden.',
}
