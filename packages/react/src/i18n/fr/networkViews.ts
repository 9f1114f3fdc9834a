import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Choisir un réseau',
    SwitchNetwork: 'Changer de réseau',
    UnsupportedChain: 'Changer de réseau',
  },
  current: 'Réseau actuel',
  namespaces: {
    eip155: 'Réseaux EVM',
    solana: 'Réseaux Solana',
    bip122: 'Réseaux Bitcoin',
    polkadot: 'Réseaux Polkadot',
    cosmos: 'Réseaux Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `Approuvez dans ${wallet}`,
    approveRequest: (network) =>
      `Acceptez la demande dans votre portefeuille pour passer sur ${network}.`,
    declined: 'Changement refusé',
    failed: 'Le changement de réseau a échoué',
  },
  unsupportedChain: {
    description:
      "Cette application ne prend pas en charge votre réseau actuel. Passez sur l'un des réseaux disponibles pour continuer.",
    disconnect: 'Se déconnecter',
  },
}
