/** Connecting a wallet, outside its views: the connect button and the views' titles (first paint). */
export const connection = {
  titles: { Connect: 'Connect Wallet', ConnectingExternal: 'Connecting' },
  connectWallet: 'Connect Wallet',
  connectingLabel: 'Connecting…',
}
