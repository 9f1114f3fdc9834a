import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Pilih Rangkaian',
    SwitchNetwork: 'Tukar Rangkaian',
    UnsupportedChain: 'Tukar Rangkaian',
  },
  current: 'Rangkaian semasa',
  namespaces: {
    eip155: 'Rangkaian EVM',
    solana: 'Rangkaian Solana',
    bip122: 'Rangkaian Bitcoin',
    polkadot: 'Rangkaian Polkadot',
    cosmos: 'Rangkaian Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `Luluskan dalam ${wallet}`,
    approveRequest: (network) =>
      `Terima permintaan dalam dompet anda untuk bertukar ke ${network}.`,
    declined: 'Pertukaran ditolak',
    failed: 'Gagal menukar rangkaian',
  },
  unsupportedChain: {
    description:
      'Aplikasi ini tidak menyokong rangkaian semasa anda. Tukar ke rangkaian yang tersedia untuk meneruskan.',
    disconnect: 'Putuskan sambungan',
  },
}
