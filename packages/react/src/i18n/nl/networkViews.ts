import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'Netwerk kiezen',
    SwitchNetwork: 'Netwerk wisselen',
    UnsupportedChain: 'Netwerk wisselen',
  },
  current: 'Huidig netwerk',
  namespaces: {
    eip155: 'EVM-netwerken',
    solana: 'Solana-netwerken',
    bip122: 'Bitcoin-netwerken',
    polkadot: 'Polkadot-netwerken',
    cosmos: 'Cosmos-netwerken',
  },
  switchNetwork: {
    approveIn: (wallet) => `Keur goed in ${wallet}`,
    approveRequest: (network) =>
      `Accepteer het verzoek in je wallet om naar ${network} over te schakelen.`,
    declined: 'Wissel geweigerd',
    failed: 'Netwerk wisselen mislukt',
  },
  unsupportedChain: {
    description:
      'Deze app ondersteunt je huidige netwerk niet. Schakel over naar een van de beschikbare netwerken om verder te gaan.',
    disconnect: 'Verbinding verbreken',
  },
}
