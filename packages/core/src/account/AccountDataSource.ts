import type { Transaction } from '../activity/Transaction'
import type { CaipAddress } from '../caip/caipAddress'
import type { CaipNetworkId } from '../caip/caipNetworkId'

/** A token balance as the data API sends it (behaviour.md §3). `address` is absent for the native token. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address?: CaipAddress | undefined
  value?: number | undefined
  price?: number | undefined
  quantity: { decimals: string; numeric: string }
  iconUrl?: string | null | undefined
}

/** An NFT the account holds (`GET /v1/account/{address}/nfts`). */
export type NftItem = {
  id: string
  contract: CaipAddress
  tokenId: string
  name: string
  collection: string
  standard: 'erc721' | 'erc1155'
  quantity: string
  imageUrl?: string | null | undefined
  isSpam: boolean
}

export type Identity = { name: string | null; avatar: string | null }

export type Page<T> = { data: T[]; next: string | null }

/** What the Account tabs read; the data API client implements it. */
export type AccountDataSource = {
  getBalances(
    address: string,
    parameters: { chainId: CaipNetworkId; forceUpdate?: readonly CaipAddress[] },
  ): Promise<{ balances: TokenBalance[] }>
  /** `forceUpdate`: past the server's cache too (after the visitor's own transfer). */
  getHistory(
    address: string,
    parameters: { chainId: CaipNetworkId; cursor?: string | undefined; forceUpdate?: boolean },
  ): Promise<Page<Transaction>>
  getNfts(
    address: string,
    parameters: { chainId: CaipNetworkId; cursor?: string | undefined },
  ): Promise<Page<NftItem>>
  getIdentity(address: string): Promise<Identity>
}
