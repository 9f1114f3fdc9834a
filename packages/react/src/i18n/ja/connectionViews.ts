import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'ウォレットを接続', ConnectingExternal: '接続中' },
  walletsLabel: 'ウォレット',
  recent: '最近使用',
  installed: 'インストール済み',
  noWallets:
    'ウォレットが見つかりません。ブラウザ用のウォレット拡張機能をインストールしてから、このページを再読み込みしてください。',
  continueIn: (wallet) => `${wallet} で続行`,
  acceptRequest: 'ウォレットで接続リクエストを承認してください。',
  rejected: '接続が拒否されました',
  failed: '接続に失敗しました',
}
