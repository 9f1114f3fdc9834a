/** Connecting a wallet, outside its views: the connect button (first paint). */
export const connection = {
  connectWallet: 'Connect Wallet',
  connectingLabel: 'Connecting…',
}
