import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Seleziona rete',
    SwitchNetwork: 'Cambia rete',
    UnsupportedChain: 'Cambia rete',
  },
  current: 'Rete attuale',
  namespaces: {
    eip155: 'Reti EVM',
    solana: 'Reti Solana',
    bip122: 'Reti Bitcoin',
    polkadot: 'Reti Polkadot',
    cosmos: 'Reti Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `Approva in ${wallet}`,
    approveRequest: (network) => `Accetta la richiesta nel tuo wallet per passare a ${network}.`,
    declined: 'Cambio rifiutato',
    failed: 'Impossibile cambiare rete',
  },
  unsupportedChain: {
    description:
      'Questa app non supporta la tua rete attuale. Passa a una delle reti disponibili per continuare.',
    disconnect: 'Disconnetti',
  },
}
