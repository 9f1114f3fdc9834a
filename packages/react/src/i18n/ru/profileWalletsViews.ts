import type { profileWalletsViews as english } from '../en/profileWalletsViews'

const walletCount = { one: 'кошелек', few: 'кошелька', many: 'кошельков', other: 'кошелька' }

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Кошельки' },
  entry: (count) =>
    `${count} ${walletCount[new Intl.PluralRules('ru').select(count) as keyof typeof walletCount] ?? walletCount.other}`,
  entryLabel: 'Управление кошельками',
  tabsLabel: 'Пространства имен',
  listLabel: 'Ваши подключения',
  status: { active: 'Активен', connected: 'Подключен', disconnected: 'Отключен' },
  switchTo: (name) => `Переключиться на ${name}`,
  disconnect: (name) => `Отключить ${name}`,
  switchButton: 'Переключить',
  disconnectButton: 'Отключить',
  addWallet: 'Добавить кошелек',
  disconnectAll: 'Отключить все',
  balance: 'Баланс',
  none: 'Здесь пока не подключен ни один кошелек.',
}
