import type { profileWalletsViews as english } from '../en/profileWalletsViews'

const walletCount = { one: 'гаманець', few: 'гаманці', many: 'гаманців', other: 'гаманця' }

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Гаманці' },
  entry: (count) =>
    `${count} ${walletCount[new Intl.PluralRules('uk').select(count) as keyof typeof walletCount] ?? walletCount.other}`,
  entryLabel: 'Керувати гаманцями',
  tabsLabel: 'Простори імен',
  listLabel: 'Ваші підключення',
  status: { active: 'Активний', connected: 'Підключено', disconnected: 'Відключено' },
  switchTo: (name) => `Перейти на ${name}`,
  disconnect: (name) => `Відключити ${name}`,
  switchButton: 'Перейти',
  disconnectButton: 'Відключити',
  addWallet: 'Додати гаманець',
  disconnectAll: 'Відключити всі',
  balance: 'Баланс',
  none: 'Тут ще не підключено жодного гаманця.',
}
