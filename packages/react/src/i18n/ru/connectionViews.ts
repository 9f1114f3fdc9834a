import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Подключить кошелек', ConnectingExternal: 'Подключение' },
  walletsLabel: 'Кошельки',
  recent: 'Недавние',
  installed: 'Установлен',
  noWallets:
    'Кошелек не найден. Установите расширение кошелька для браузера и перезагрузите страницу.',
  continueIn: (wallet) => `Продолжите в ${wallet}`,
  acceptRequest: 'Подтвердите запрос на подключение в кошельке.',
  rejected: 'Подключение отклонено',
  failed: 'Не удалось подключиться',
}
