import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Ağ Seçin',
    SwitchNetwork: 'Ağ Değiştir',
    UnsupportedChain: 'Ağ Değiştir',
  },
  current: 'Mevcut ağ',
  namespaces: {
    eip155: 'EVM ağları',
    solana: 'Solana ağları',
    bip122: 'Bitcoin ağları',
    polkadot: 'Polkadot ağları',
    cosmos: 'Cosmos ağları',
  },
  switchNetwork: {
    approveIn: (wallet) => `${wallet} uygulamasında onaylayın`,
    approveRequest: (network) => `${network} ağına geçmek için cüzdanınızdaki isteği onaylayın.`,
    declined: 'Ağ değişikliği reddedildi',
    failed: 'Ağ değiştirilemedi',
  },
  unsupportedChain: {
    description:
      'Bu uygulama mevcut ağınızı desteklemiyor. Devam etmek için kullanılabilir bir ağa geçin.',
    disconnect: 'Bağlantıyı kes',
  },
}
