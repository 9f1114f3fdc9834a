import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Усі гаманці',
  },
  scanWith: (wallet) => `Відскануйте цей QR-код у ${wallet}`,
  scanWithPhone: 'Відскануйте цей QR-код мобільним гаманцем',
  qrLabel: 'QR-код WalletConnect',
  preparing: 'Створення QR-коду…',
  continueIn: (wallet) => `Продовжте в ${wallet}`,
  acceptInWallet: 'Підтвердьте запит на підключення в гаманці.',
  open: (wallet) => `Відкрити ${wallet}`,
  getWallet: (wallet) => `Немає застосунку? Встановіть ${wallet}`,
  copyLink: 'Скопіювати посилання',
  linkCopied: 'Посилання скопійовано',
  copyFailed: 'Не вдалося скопіювати посилання',
  rejected: 'Підключення відхилено',
  failed: 'Не вдалося підключитися',
  search: 'Пошук гаманця',
  walletsLabel: 'Гаманці',
  loadMore: 'Більше гаманців',
  loading: 'Завантаження гаманців…',
  noResults: 'Немає гаманців за вашим запитом.',
  unavailable: 'Список гаманців зараз недоступний.',
  allWallets: 'Усі гаманці',
  walletConnect: 'WalletConnect',
}
