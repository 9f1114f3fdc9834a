import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Seleccionar red',
    SwitchNetwork: 'Cambiar de red',
    UnsupportedChain: 'Cambiar de red',
  },
  current: 'Red actual',
  namespaces: {
    eip155: 'Redes EVM',
    solana: 'Redes de Solana',
    bip122: 'Redes de Bitcoin',
    polkadot: 'Redes de Polkadot',
    cosmos: 'Redes de Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `Aprueba en ${wallet}`,
    approveRequest: (network) => `Acepta la solicitud en tu billetera para cambiar a ${network}.`,
    declined: 'Cambio rechazado',
    failed: 'No se pudo cambiar de red',
  },
  unsupportedChain: {
    description:
      'Esta app no es compatible con tu red actual. Cambia a una de las redes disponibles para continuar.',
    disconnect: 'Desconectar',
  },
}
