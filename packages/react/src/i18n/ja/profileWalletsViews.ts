import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'ウォレット' },
  // Japanese has no plural forms.
  entry: (count) => `ウォレット ${count} 件`,
  entryLabel: 'ウォレットを管理',
  tabsLabel: 'ネームスペース',
  listLabel: '接続中のウォレット',
  status: { active: '使用中', connected: '接続済み', disconnected: '切断済み' },
  switchTo: (name) => `${name} に切り替える`,
  disconnect: (name) => `${name} の接続を解除`,
  switchButton: '切り替え',
  disconnectButton: '接続を解除',
  addWallet: 'ウォレットを追加',
  disconnectAll: 'すべて接続解除',
  balance: '残高',
  none: 'ここにはまだウォレットが接続されていません。',
}
