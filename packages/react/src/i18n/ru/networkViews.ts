import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Выберите сеть',
    SwitchNetwork: 'Смена сети',
    UnsupportedChain: 'Смена сети',
  },
  current: 'Текущая сеть',
  namespaces: {
    eip155: 'Сети EVM',
    solana: 'Сети Solana',
    bip122: 'Сети Bitcoin',
    polkadot: 'Сети Polkadot',
    cosmos: 'Сети Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `Подтвердите в ${wallet}`,
    approveRequest: (network) =>
      `Подтвердите запрос в кошельке, чтобы переключиться на ${network}.`,
    declined: 'Смена сети отклонена',
    failed: 'Не удалось сменить сеть',
  },
  unsupportedChain: {
    description:
      'Это приложение не поддерживает вашу текущую сеть. Переключитесь на доступную сеть, чтобы продолжить.',
    disconnect: 'Отключить',
  },
}
