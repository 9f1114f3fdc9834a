import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: '选择网络',
    SwitchNetwork: '切换网络',
    UnsupportedChain: '切换网络',
  },
  current: '当前网络',
  namespaces: {
    eip155: 'EVM 网络',
    solana: 'Solana 网络',
    bip122: 'Bitcoin 网络',
    polkadot: 'Polkadot 网络',
    cosmos: 'Cosmos 网络',
  },
  switchNetwork: {
    approveIn: (wallet) => `在 ${wallet} 中确认`,
    approveRequest: (network) => `请在钱包中确认请求，以切换到 ${network}。`,
    declined: '已拒绝切换',
    failed: '切换网络失败',
  },
  unsupportedChain: {
    description: '此应用不支持你当前的网络。请切换到可用的网络以继续。',
    disconnect: '断开连接',
  },
}
