import { errorTexts } from '@latch/core'

/** Connecting a wallet: the connect button, the wallet list and the wait for the wallet's approval. */
export const connection = {
  titles: { Connect: 'Connect Wallet', ConnectingExternal: 'Connecting' },
  connectWallet: 'Connect Wallet',
  connectingLabel: 'Connecting…',
  walletsLabel: 'Wallets',
  recent: 'Recent',
  installed: 'Installed',
  noWallets: 'No wallet found. Install a browser wallet extension, then reload this page.',
  continueIn: (wallet: string) => `Continue in ${wallet}`,
  acceptRequest: 'Accept the connection request in your wallet.',
  rejected: errorTexts.connectionRejected,
  failed: errorTexts.failedToConnect,
}
