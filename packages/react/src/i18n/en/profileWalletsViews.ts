/** Inside ProfileWallets (behaviour.md §4.3; loaded with it) and the Account view's entry to it. */
export const profileWalletsViews = {
  titles: { ProfileWallets: 'Wallets' },
  /** In the name of the Account header's wallet switch: how many connections the visitor holds. */
  entry: (count: number) => (count === 1 ? '1 wallet' : `${count} wallets`),
  entryLabel: 'Manage wallets',
  tabsLabel: 'Namespaces',
  listLabel: 'Your connections',
  status: { active: 'Active', connected: 'Connected', disconnected: 'Disconnected' },
  switchTo: (name: string) => `Switch to ${name}`,
  disconnect: (name: string) => `Disconnect ${name}`,
  switchButton: 'Switch',
  disconnectButton: 'Disconnect',
  addWallet: 'Add wallet',
  disconnectAll: 'Disconnect all',
  balance: 'Balance',
  none: 'No wallet connected here yet.',
}
