import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: '錢包' },
  entry: (count) => `${count} 個錢包`,
  entryLabel: '管理錢包',
  tabsLabel: '命名空間',
  listLabel: '你的連接',
  status: { active: '使用中', connected: '已連接', disconnected: '已斷開' },
  switchTo: (name) => `切換至 ${name}`,
  disconnect: (name) => `斷開 ${name}`,
  switchButton: '切換',
  disconnectButton: '斷開連接',
  addWallet: '新增錢包',
  disconnectAll: '全部斷開連接',
  balance: '餘額',
  none: '這裡尚未連接任何錢包。',
}
