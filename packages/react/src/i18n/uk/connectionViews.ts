import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Підключити гаманець', ConnectingExternal: 'Підключення' },
  walletsLabel: 'Гаманці',
  recent: 'Нещодавні',
  installed: 'Встановлено',
  noWallets:
    'Гаманець не знайдено. Встановіть розширення гаманця для браузера й перезавантажте сторінку.',
  continueIn: (wallet) => `Продовжте в ${wallet}`,
  acceptRequest: 'Підтвердьте запит на підключення в гаманці.',
  rejected: 'Підключення відхилено',
  failed: 'Не вдалося підключитися',
}
