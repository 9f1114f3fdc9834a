import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Selecionar rede',
    SwitchNetwork: 'Trocar de rede',
    UnsupportedChain: 'Trocar de rede',
  },
  current: 'Rede atual',
  namespaces: {
    eip155: 'Redes EVM',
    solana: 'Redes Solana',
    bip122: 'Redes Bitcoin',
    polkadot: 'Redes Polkadot',
    cosmos: 'Redes Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `Aprove na ${wallet}`,
    approveRequest: (network) => `Aceite a solicitação na sua carteira para mudar para ${network}.`,
    declined: 'Troca recusada',
    failed: 'Não foi possível trocar de rede',
  },
  unsupportedChain: {
    description:
      'Este app não suporta a sua rede atual. Mude para uma das redes disponíveis para continuar.',
    disconnect: 'Desconectar',
  },
}
