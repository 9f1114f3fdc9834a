import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Виберіть мережу',
    SwitchNetwork: 'Зміна мережі',
    UnsupportedChain: 'Зміна мережі',
  },
  current: 'Поточна мережа',
  namespaces: {
    eip155: 'Мережі EVM',
    solana: 'Мережі Solana',
    bip122: 'Мережі Bitcoin',
    polkadot: 'Мережі Polkadot',
    cosmos: 'Мережі Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `Підтвердьте в ${wallet}`,
    approveRequest: (network) => `Підтвердьте запит у гаманці, щоб перейти на ${network}.`,
    declined: 'Зміну мережі відхилено',
    failed: 'Не вдалося змінити мережу',
  },
  unsupportedChain: {
    description:
      'Цей застосунок не підтримує вашу поточну мережу. Перейдіть на доступну мережу, щоб продовжити.',
    disconnect: 'Відключити',
  },
}
