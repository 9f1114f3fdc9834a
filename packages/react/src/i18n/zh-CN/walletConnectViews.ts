import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: '所有钱包',
  },
  scanWith: (wallet) => `使用 ${wallet} 扫描此二维码`,
  scanWithPhone: '使用手机钱包扫描此二维码',
  qrLabel: 'WalletConnect 二维码',
  preparing: '正在生成二维码…',
  continueIn: (wallet) => `在 ${wallet} 中继续`,
  acceptInWallet: '请在钱包中确认连接请求。',
  open: (wallet) => `打开 ${wallet}`,
  getWallet: (wallet) => `还没有？获取 ${wallet}`,
  copyLink: '复制链接',
  linkCopied: '链接已复制',
  copyFailed: '无法复制链接',
  rejected: '连接请求已被拒绝',
  failed: '连接失败',
  search: '搜索钱包',
  walletsLabel: '钱包',
  loadMore: '更多钱包',
  loading: '正在加载钱包…',
  noResults: '没有与搜索匹配的钱包。',
  unavailable: '钱包列表暂时无法使用。',
  allWallets: '所有钱包',
  walletConnect: 'WalletConnect',
}
