/** Inside the network views: switching and the unsupported-network view (loaded with them). */
export const networkViews = {
  titles: {
    Networks: 'Choose Network',
    SwitchNetwork: 'Switch Network',
    UnsupportedChain: 'Switch Network',
  },
  current: 'Current network',
  /** Headings of the network list's groups when the app has networks of several namespaces. */
  namespaces: {
    eip155: 'EVM networks',
    solana: 'Solana networks',
    bip122: 'Bitcoin networks',
    polkadot: 'Polkadot networks',
    cosmos: 'Cosmos networks',
  },
  switchNetwork: {
    approveIn: (wallet: string) => `Approve in ${wallet}`,
    approveRequest: (network: string) =>
      `Accept the request in your wallet to switch to ${network}.`,
    declined: 'Switch declined',
    failed: 'Switching network failed',
  },
  unsupportedChain: {
    description:
      "This app doesn't support your current network. Switch to an available option to continue.",
    disconnect: 'Disconnect',
  },
}
