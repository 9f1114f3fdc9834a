import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Все кошельки',
  },
  scanWith: (wallet) => `Отсканируйте этот QR-код в ${wallet}`,
  scanWithPhone: 'Отсканируйте этот QR-код мобильным кошельком',
  qrLabel: 'QR-код WalletConnect',
  preparing: 'Создание QR-кода…',
  continueIn: (wallet) => `Продолжите в ${wallet}`,
  acceptInWallet: 'Подтвердите запрос на подключение в кошельке.',
  open: (wallet) => `Открыть ${wallet}`,
  getWallet: (wallet) => `Нет приложения? Установите ${wallet}`,
  copyLink: 'Скопировать ссылку',
  linkCopied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать ссылку',
  rejected: 'Подключение отклонено',
  failed: 'Не удалось подключиться',
  search: 'Поиск кошелька',
  walletsLabel: 'Кошельки',
  loadMore: 'Еще кошельки',
  loading: 'Загрузка кошельков…',
  noResults: 'Нет кошельков по вашему запросу.',
  unavailable: 'Список кошельков сейчас недоступен.',
  allWallets: 'Все кошельки',
  walletConnect: 'WalletConnect',
}
