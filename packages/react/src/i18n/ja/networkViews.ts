import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'ネットワークを選択',
    SwitchNetwork: 'ネットワークを切り替え',
    UnsupportedChain: 'ネットワークを切り替え',
  },
  current: '現在のネットワーク',
  namespaces: {
    eip155: 'EVM ネットワーク',
    solana: 'Solana ネットワーク',
    bip122: 'Bitcoin ネットワーク',
    polkadot: 'Polkadot ネットワーク',
    cosmos: 'Cosmos ネットワーク',
  },
  switchNetwork: {
    approveIn: (wallet) => `${wallet} で承認`,
    approveRequest: (network) =>
      `${network} に切り替えるには、ウォレットでリクエストを承認してください。`,
    declined: '切り替えが拒否されました',
    failed: 'ネットワークの切り替えに失敗しました',
  },
  unsupportedChain: {
    description:
      'このアプリは現在のネットワークに対応していません。続行するには、利用可能なネットワークに切り替えてください。',
    disconnect: '切断',
  },
}
