import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: '连接钱包', ConnectingExternal: '连接中' },
  walletsLabel: '钱包',
  recent: '最近使用',
  installed: '已安装',
  noWallets: '未找到钱包。请安装浏览器钱包插件，然后刷新此页面。',
  continueIn: (wallet) => `在 ${wallet} 中继续`,
  acceptRequest: '请在钱包中确认连接请求。',
  rejected: '连接请求已被拒绝',
  failed: '连接失败',
}
