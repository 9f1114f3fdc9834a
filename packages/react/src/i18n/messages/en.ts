import type { ViewName } from '@latch/core'
import { errorTexts } from '@latch/core'

/** Every string the modal shows, in English. Another language is another object of this shape. */
export const en = {
  locale: 'en-US',
  connectWallet: 'Connect Wallet',
  connectingLabel: 'Connecting…',
  close: 'Close',
  back: 'Back',
  loading: 'Loading',
  viewTitles: {
    Connect: 'Connect Wallet',
    ConnectingExternal: 'Connecting',
    Account: 'Account',
    Networks: 'Choose Network',
    SwitchNetwork: 'Switch Network',
    UnsupportedChain: 'Switch Network',
  } satisfies Partial<Record<ViewName, string>> as Partial<Record<ViewName, string>>,
  connect: {
    walletsLabel: 'Wallets',
    recent: 'Recent',
    installed: 'Installed',
    noWallets: 'No wallet found. Install a browser wallet extension, then reload this page.',
  },
  connecting: {
    continueIn: (wallet: string) => `Continue in ${wallet}`,
    acceptRequest: 'Accept the connection request in your wallet.',
    rejected: errorTexts.connectionRejected,
    failed: errorTexts.failedToConnect,
    tryAgain: 'Try again',
  },
  account: {
    copyAddress: 'Copy address',
    addressCopied: 'Address copied',
    copyFailed: 'Could not copy the address',
    balance: 'Balance',
    balanceUnavailable: 'Balance unavailable',
    network: 'Network',
    viewOnExplorer: 'View on explorer',
    disconnect: 'Disconnect',
    tabsLabel: 'Account details',
    tabs: { tokens: 'Tokens', nfts: 'NFTs', activity: 'Activity' },
    totalValue: 'Total value',
    noTokens: 'No tokens yet.',
    tokensUnavailable: errorTexts.tokenBalanceUnavailable,
    noNfts: 'No NFTs yet.',
    nftsUnavailable: 'NFTs unavailable',
    noActivity: 'No activity yet.',
    activityUnavailable: errorTexts.failedToFetchTransactions,
    loadingMore: 'Loading more',
    activityTitle: { in: 'Received', out: 'Sent', self: 'Self transfer' },
    failed: 'Failed',
    from: 'From',
    to: 'To',
  },
  networks: {
    current: 'Current network',
    unsupportedNetwork: 'Unsupported network',
    selectNetwork: 'Select network',
  },
  switchNetwork: {
    approveIn: (wallet: string) => `Approve in ${wallet}`,
    approveRequest: (network: string) =>
      `Accept the request in your wallet to switch to ${network}.`,
    declined: 'Switch declined',
    failed: 'Switching network failed',
    tryAgain: 'Try again',
  },
  unsupportedChain: {
    description:
      "This app doesn't support your current network. Switch to an available option to continue.",
    disconnect: 'Disconnect',
  },
  walletFallback: 'Wallet',
  somethingWentWrong: errorTexts.somethingWentWrong,
  dialogLabel: 'Latch',
}

export type Messages = typeof en
