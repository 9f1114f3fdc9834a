import * as errorTexts from '@latch/core/errorTexts'

/** Inside the connection views: the wallet list and the wait for the wallet's approval (loaded with them). */
export const connectionViews = {
  titles: { Connect: 'Connect Wallet', ConnectingExternal: 'Connecting' },
  walletsLabel: 'Wallets',
  recent: 'Recent',
  installed: 'Installed',
  noWallets: 'No wallet found. Install a browser wallet extension, then reload this page.',
  continueIn: (wallet: string) => `Continue in ${wallet}`,
  acceptRequest: 'Accept the connection request in your wallet.',
  rejected: errorTexts.connectionRejected,
  failed: errorTexts.failedToConnect,
}
