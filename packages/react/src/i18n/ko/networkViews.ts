import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: '네트워크 선택',
    SwitchNetwork: '네트워크 전환',
    UnsupportedChain: '네트워크 전환',
  },
  current: '현재 네트워크',
  namespaces: {
    eip155: 'EVM 네트워크',
    solana: 'Solana 네트워크',
    bip122: 'Bitcoin 네트워크',
    polkadot: 'Polkadot 네트워크',
    cosmos: 'Cosmos 네트워크',
  },
  switchNetwork: {
    approveIn: (wallet) => `${wallet}에서 승인하세요`,
    approveRequest: (network) => `${network}(으)로 전환하려면 지갑에서 요청을 승인하세요.`,
    declined: '전환이 거부되었습니다',
    failed: '네트워크를 전환하지 못했습니다',
  },
  unsupportedChain: {
    description:
      '이 앱은 현재 네트워크를 지원하지 않습니다. 계속하려면 사용 가능한 네트워크로 전환하세요.',
    disconnect: '연결 해제',
  },
}
