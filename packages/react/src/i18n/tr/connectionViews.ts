import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Cüzdan Bağla', ConnectingExternal: 'Bağlanıyor' },
  walletsLabel: 'Cüzdanlar',
  recent: 'Son kullanılan',
  installed: 'Yüklü',
  noWallets:
    'Cüzdan bulunamadı. Bir tarayıcı cüzdan eklentisi yükleyin, ardından bu sayfayı yenileyin.',
  continueIn: (wallet) => `${wallet} uygulamasında devam edin`,
  acceptRequest: 'Cüzdanınızdaki bağlantı isteğini onaylayın.',
  rejected: 'Bağlantı reddedildi',
  failed: 'Bağlanılamadı',
}
