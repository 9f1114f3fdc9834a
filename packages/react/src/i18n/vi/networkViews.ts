import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Chọn mạng',
    SwitchNetwork: 'Chuyển mạng',
    UnsupportedChain: 'Chuyển mạng',
  },
  current: 'Mạng hiện tại',
  namespaces: {
    eip155: 'Mạng EVM',
    solana: 'Mạng Solana',
    bip122: 'Mạng Bitcoin',
    polkadot: 'Mạng Polkadot',
    cosmos: 'Mạng Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `Phê duyệt trong ${wallet}`,
    approveRequest: (network) =>
      `Hãy chấp nhận yêu cầu trong ví của bạn để chuyển sang ${network}.`,
    declined: 'Đã từ chối chuyển mạng',
    failed: 'Chuyển mạng không thành công',
  },
  unsupportedChain: {
    description:
      'Ứng dụng này không hỗ trợ mạng hiện tại của bạn. Hãy chuyển sang một mạng khả dụng để tiếp tục.',
    disconnect: 'Ngắt kết nối',
  },
}
