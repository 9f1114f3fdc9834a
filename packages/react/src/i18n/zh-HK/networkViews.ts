import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: '選擇網絡',
    SwitchNetwork: '切換網絡',
    UnsupportedChain: '切換網絡',
  },
  current: '目前的網絡',
  namespaces: {
    eip155: 'EVM 網絡',
    solana: 'Solana 網絡',
    bip122: 'Bitcoin 網絡',
    polkadot: 'Polkadot 網絡',
    cosmos: 'Cosmos 網絡',
  },
  switchNetwork: {
    approveIn: (wallet) => `在 ${wallet} 中批准`,
    approveRequest: (network) => `請在錢包中批准請求，以切換至 ${network}。`,
    declined: '已拒絕切換',
    failed: '切換網絡失敗',
  },
  unsupportedChain: {
    description: '此應用程式不支援你目前的網絡。請切換至可用的網絡以繼續。',
    disconnect: '斷開連接',
  },
}
