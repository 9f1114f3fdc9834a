/**
 * `@latch/core/account`: the Account view's data (tokens, NFTs, activity, identity) and the data API client. Its
 * own entry, so none of it is part of an app's first paint until the Account view loads.
 */

export { groupTransactions, type TransactionGroup } from '../activity/groupTransactions'
export { mergeTransactions } from '../activity/mergeTransactions'
export type { Transaction, TransactionTransfer } from '../activity/Transaction'
export {
  createDataApiClient,
  type DataApiClient,
  type DataApiClientOptions,
} from '../api/createDataApiClient'
export { DataApiError } from '../api/DataApiError'
export type {
  AccountDataSource,
  Identity,
  NftItem,
  Page,
  TokenBalance,
} from './AccountDataSource'
export {
  type AccountData,
  type AccountDataError,
  type AccountDataState,
  type AccountRef,
  createAccountData,
} from './createAccountData'
export { getAccountData } from './getAccountData'
export { totalValue } from './totalValue'
export { visibleTokens } from './visibleTokens'
