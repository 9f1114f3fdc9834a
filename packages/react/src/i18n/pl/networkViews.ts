import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Wybierz sieć',
    SwitchNetwork: 'Zmień sieć',
    UnsupportedChain: 'Zmień sieć',
  },
  current: 'Obecna sieć',
  namespaces: {
    eip155: 'Sieci EVM',
    solana: 'Sieci Solana',
    bip122: 'Sieci Bitcoin',
    polkadot: 'Sieci Polkadot',
    cosmos: 'Sieci Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `Zatwierdź w ${wallet}`,
    approveRequest: (network) => `Zaakceptuj prośbę w portfelu, aby przełączyć na ${network}.`,
    declined: 'Zmiana odrzucona',
    failed: 'Nie udało się zmienić sieci',
  },
  unsupportedChain: {
    description:
      'Ta aplikacja nie obsługuje Twojej obecnej sieci. Przełącz się na jedną z dostępnych sieci, aby kontynuować.',
    disconnect: 'Rozłącz',
  },
}
