import type { Page, TokenBalance, Transaction } from '@latch/core'

/**
 * A namespace's account data other than EVM's (modules/solana): the balance and history routes keep their
 * paths, query and error shapes and hand a `solana:…` chainId to the source its module registered.
 */
export type NamespaceSource = {
  /** The networks it serves (CAIP-2); /v1/supported-chains lists them. */
  caipNetworkIds(): string[]
  /** What is wrong with a chainId of this namespace, in words for the 400 (undefined: nothing). */
  networkProblem(caipNetworkId: string): string | undefined
  /** What is wrong with an address for this namespace, in words for the 400 (undefined: nothing). */
  addressProblem(address: string): string | undefined
  /** `GET /v1/account/{address}/balance`; `fresh` skips the cache. Throws an HttpError (400, 502). */
  balances(caipNetworkId: string, address: string, fresh: boolean): Promise<TokenBalance[]>
  /**
   * `GET /v1/account/{account}/history`; `cursor` as this source made it; `fresh` skips the cache, as the balance's
   * `forceUpdate` does (a client asks it once after the visitor's own transfer). Throws an HttpError (400, 502).
   */
  history(
    caipNetworkId: string,
    account: string,
    options: { cursor: string | undefined; includeSpam: boolean; fresh: boolean },
  ): Promise<Page<Transaction>>
  /** For the RPC proxy (`POST /v1?chainId`): a served network's upstream, and the methods it may forward. */
  rpc: {
    url(caipNetworkId: string): string | undefined
    isSafe(method: string): boolean
  }
}
