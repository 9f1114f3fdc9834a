import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Pilih Jaringan',
    SwitchNetwork: 'Ganti Jaringan',
    UnsupportedChain: 'Ganti Jaringan',
  },
  current: 'Jaringan saat ini',
  namespaces: {
    eip155: 'Jaringan EVM',
    solana: 'Jaringan Solana',
    bip122: 'Jaringan Bitcoin',
    polkadot: 'Jaringan Polkadot',
    cosmos: 'Jaringan Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `Setujui di ${wallet}`,
    approveRequest: (network) => `Setujui permintaan di dompet Anda untuk beralih ke ${network}.`,
    declined: 'Pergantian ditolak',
    failed: 'Gagal mengganti jaringan',
  },
  unsupportedChain: {
    description:
      'Aplikasi ini tidak mendukung jaringan Anda saat ini. Beralihlah ke jaringan yang tersedia untuk melanjutkan.',
    disconnect: 'Putuskan',
  },
}
