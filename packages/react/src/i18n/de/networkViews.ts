import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Netzwerk auswählen',
    SwitchNetwork: 'Netzwerk wechseln',
    UnsupportedChain: 'Netzwerk wechseln',
  },
  current: 'Aktuelles Netzwerk',
  namespaces: {
    eip155: 'EVM-Netzwerke',
    solana: 'Solana-Netzwerke',
    bip122: 'Bitcoin-Netzwerke',
    polkadot: 'Polkadot-Netzwerke',
    cosmos: 'Cosmos-Netzwerke',
  },
  switchNetwork: {
    approveIn: (wallet) => `In ${wallet} bestätigen`,
    approveRequest: (network) =>
      `Bestätige die Anfrage in deiner Wallet, um zu ${network} zu wechseln.`,
    declined: 'Wechsel abgelehnt',
    failed: 'Netzwerkwechsel fehlgeschlagen',
  },
  unsupportedChain: {
    description:
      'Diese App unterstützt dein aktuelles Netzwerk nicht. Wechsle zu einem verfügbaren Netzwerk, um fortzufahren.',
    disconnect: 'Trennen',
  },
}
