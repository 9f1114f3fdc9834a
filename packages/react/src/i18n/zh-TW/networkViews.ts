import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: '選擇網路',
    SwitchNetwork: '切換網路',
    UnsupportedChain: '切換網路',
  },
  current: '目前的網路',
  namespaces: {
    eip155: 'EVM 網路',
    solana: 'Solana 網路',
    bip122: 'Bitcoin 網路',
    polkadot: 'Polkadot 網路',
    cosmos: 'Cosmos 網路',
  },
  switchNetwork: {
    approveIn: (wallet) => `在 ${wallet} 中核准`,
    approveRequest: (network) => `請在錢包中核准要求，以切換至 ${network}。`,
    declined: '已拒絕切換',
    failed: '切換網路失敗',
  },
  unsupportedChain: {
    description: '此應用程式不支援你目前的網路。請切換至可用的網路以繼續。',
    disconnect: '中斷連結',
  },
}
