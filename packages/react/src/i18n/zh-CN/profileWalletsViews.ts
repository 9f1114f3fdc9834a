import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: '钱包' },
  entry: (count) => `${count} 个钱包`,
  entryLabel: '管理钱包',
  tabsLabel: '命名空间',
  listLabel: '你的连接',
  status: { active: '当前使用', connected: '已连接', disconnected: '已断开' },
  switchTo: (name) => `切换到 ${name}`,
  disconnect: (name) => `断开 ${name}`,
  switchButton: '切换',
  disconnectButton: '断开连接',
  addWallet: '添加钱包',
  disconnectAll: '全部断开',
  balance: '余额',
  none: '此处尚未连接钱包。',
}
