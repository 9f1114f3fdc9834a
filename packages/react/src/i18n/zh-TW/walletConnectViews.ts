import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: '所有錢包',
  },
  scanWith: (wallet) => `使用 ${wallet} 掃描此 QR 碼`,
  scanWithPhone: '使用行動錢包掃描此 QR 碼',
  qrLabel: 'WalletConnect QR 碼',
  preparing: '正在產生 QR 碼…',
  continueIn: (wallet) => `在 ${wallet} 中繼續`,
  acceptInWallet: '請在錢包中核准連結要求。',
  open: (wallet) => `開啟 ${wallet}`,
  getWallet: (wallet) => `還沒有嗎？取得 ${wallet}`,
  copyLink: '複製連結',
  linkCopied: '已複製連結',
  copyFailed: '無法複製連結',
  rejected: '連結要求已遭拒絕',
  failed: '連結失敗',
  search: '搜尋錢包',
  walletsLabel: '錢包',
  loadMore: '更多錢包',
  loading: '正在載入錢包…',
  noResults: '沒有符合搜尋條件的錢包。',
  unavailable: '目前無法顯示錢包清單。',
  allWallets: '所有錢包',
  walletConnect: 'WalletConnect',
}
