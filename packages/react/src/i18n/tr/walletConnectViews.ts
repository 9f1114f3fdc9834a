import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Tüm Cüzdanlar',
  },
  scanWith: (wallet) => `Bu QR kodunu ${wallet} ile tarayın`,
  scanWithPhone: 'Bu QR kodunu bir mobil cüzdanla tarayın',
  qrLabel: 'WalletConnect QR kodu',
  preparing: 'QR kodu hazırlanıyor…',
  continueIn: (wallet) => `${wallet} uygulamasında devam edin`,
  acceptInWallet: 'Cüzdandaki bağlantı isteğini onaylayın.',
  open: (wallet) => `${wallet} uygulamasını aç`,
  getWallet: (wallet) => `Yüklü değil mi? ${wallet} uygulamasını edinin`,
  copyLink: 'Bağlantıyı kopyala',
  linkCopied: 'Bağlantı kopyalandı',
  copyFailed: 'Bağlantı kopyalanamadı',
  rejected: 'Bağlantı reddedildi',
  failed: 'Bağlanılamadı',
  search: 'Cüzdan ara',
  walletsLabel: 'Cüzdanlar',
  loadMore: 'Daha fazla cüzdan',
  loading: 'Cüzdanlar yükleniyor…',
  noResults: 'Aramanızla eşleşen cüzdan yok.',
  unavailable: 'Cüzdan listesi şu anda kullanılamıyor.',
  allWallets: 'Tüm Cüzdanlar',
  walletConnect: 'WalletConnect',
}
