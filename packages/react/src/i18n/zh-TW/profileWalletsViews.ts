import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: '錢包' },
  entry: (count) => `${count} 個錢包`,
  entryLabel: '管理錢包',
  tabsLabel: '命名空間',
  listLabel: '你的連結',
  status: { active: '使用中', connected: '已連結', disconnected: '已中斷連結' },
  switchTo: (name) => `切換至 ${name}`,
  disconnect: (name) => `中斷與 ${name} 的連結`,
  switchButton: '切換',
  disconnectButton: '中斷連結',
  addWallet: '新增錢包',
  disconnectAll: '全部中斷連結',
  balance: '餘額',
  none: '這裡尚未連結任何錢包。',
}
