import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets (behaviour.md §4.3; loaded with it) and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Carteiras' },
  /** The Account view's entry: how many connections the visitor holds. */
  entry: (count) => (count === 1 ? '1 carteira' : `${count} carteiras`),
  entryLabel: 'Gerenciar carteiras',
  tabsLabel: 'Ecossistemas',
  listLabel: 'Suas conexões',
  status: { active: 'Ativa', connected: 'Conectada', disconnected: 'Desconectada' },
  switchTo: (name) => `Mudar para ${name}`,
  disconnect: (name) => `Desconectar ${name}`,
  switchButton: 'Mudar',
  disconnectButton: 'Desconectar',
  addWallet: 'Adicionar carteira',
  disconnectAll: 'Desconectar todas',
  balance: 'Saldo',
  none: 'Nenhuma carteira conectada aqui ainda.',
}
