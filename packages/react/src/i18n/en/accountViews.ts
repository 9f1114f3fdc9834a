import * as errorTexts from '@latch/core/errorTexts'
import type { Plural } from '@latch/core/locale'

/** Inside the Account view: the account and its Tokens, NFTs and Activity tabs (behaviour.md §2; loaded with it). */
export const accountViews = {
  titles: { Account: 'Account' },
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  otherAccounts: 'Other accounts',
  /** What a connection's account holds, by the purpose its namespace gives it. */
  accountPurposes: { payment: 'Payment', ordinal: 'Ordinals' },
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
  pending: 'Pending',
  /** A transaction's confirmations, by the plural category of the count (Intl.PluralRules). */
  confirmations: { one: '{count} confirmation', other: '{count} confirmations' } as Plural,
  from: 'From',
  to: 'To',
}
