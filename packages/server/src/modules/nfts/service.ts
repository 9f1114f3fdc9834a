import type { NftItem } from '@latch/core'
import type { NftStore } from './store'

const PAGE_SIZE = 50

/**
 * The ERC-721 and ERC-1155 tokens an address holds now, by contract and token id. The cursor is the offset of
 * the next page.
 */
export function nftService(store: NftStore) {
  return {
    async page(caipNetworkId: string, address: string, offset: number) {
      const rows = await store.holdings(caipNetworkId, address, offset, PAGE_SIZE + 1)
      const data = rows.slice(0, PAGE_SIZE).map(
        (row): NftItem => ({
          id: `${caipNetworkId}:${row.token_address}:${row.token_id}`,
          contract: `${caipNetworkId}:${row.token_address}` as NftItem['contract'],
          tokenId: row.token_id,
          name: `${row.name ?? 'NFT'} #${row.token_id}`,
          collection: row.name ?? 'Unknown collection',
          standard: row.standard,
          quantity: row.quantity,
          imageUrl: null,
          isSpam: false,
        }),
      )
      return { data, next: rows.length > PAGE_SIZE ? String(offset + PAGE_SIZE) : null }
    },
  }
}

export type NftService = ReturnType<typeof nftService>
