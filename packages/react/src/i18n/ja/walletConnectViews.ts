import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'すべてのウォレット',
  },
  scanWith: (wallet) => `${wallet} でこの QR コードをスキャンしてください`,
  scanWithPhone: 'モバイルウォレットでこの QR コードをスキャンしてください',
  qrLabel: 'WalletConnect の QR コード',
  preparing: 'QR コードを準備中…',
  continueIn: (wallet) => `${wallet} で続行`,
  acceptInWallet: 'ウォレットで接続リクエストを承認してください。',
  open: (wallet) => `${wallet} を開く`,
  getWallet: (wallet) => `お持ちでない場合は ${wallet} を入手`,
  copyLink: 'リンクをコピー',
  linkCopied: 'リンクをコピーしました',
  copyFailed: 'リンクをコピーできませんでした',
  rejected: '接続が拒否されました',
  failed: '接続に失敗しました',
  search: 'ウォレットを検索',
  walletsLabel: 'ウォレット',
  loadMore: 'さらにウォレットを表示',
  loading: 'ウォレットを読み込み中…',
  noResults: '検索に一致するウォレットはありません。',
  unavailable: '現在、ウォレット一覧を表示できません。',
  allWallets: 'すべてのウォレット',
  walletConnect: 'WalletConnect',
}
