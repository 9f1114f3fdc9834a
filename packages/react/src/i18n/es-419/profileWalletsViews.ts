import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets (behaviour.md §4.3; loaded with it) and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Billeteras' },
  /** The Account view's entry: how many connections the visitor holds. */
  entry: (count) => (count === 1 ? '1 billetera' : `${count} billeteras`),
  entryLabel: 'Administrar billeteras',
  tabsLabel: 'Ecosistemas',
  listLabel: 'Tus conexiones',
  status: { active: 'Activa', connected: 'Conectada', disconnected: 'Desconectada' },
  switchTo: (name) => `Cambiar a ${name}`,
  disconnect: (name) => `Desconectar ${name}`,
  switchButton: 'Cambiar',
  disconnectButton: 'Desconectar',
  addWallet: 'Agregar billetera',
  disconnectAll: 'Desconectar todas',
  balance: 'Saldo',
  none: 'Todavía no hay ninguna billetera conectada aquí.',
}
