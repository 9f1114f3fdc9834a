import type { Sql } from '../../platform/db/Database'

export type HoldingRow = {
  token_address: string
  token_id: string
  standard: 'erc721' | 'erc1155'
  quantity: string
  name: string | null
}

/** NFT holdings from the transfers: received minus sent, per contract and token id. */
export function nftStore(sql: Sql) {
  return {
    /**
     * Two index range scans (received, sent: the partial NFT indexes of 002_indexer.sql), never a scan of the
     * transfers table, so one account's holdings cost the same at any table size.
     */
    holdings: (caipNetworkId: string, address: string, offset: number, limit: number) =>
      sql.query<HoldingRow>(
        `with moves as (
           select token_address, token_id, standard, amount from transfers
           where chain_id = $1 and to_address = $2 and standard in ('erc721', 'erc1155')
             and status = 'confirmed'
           union all
           select token_address, token_id, standard, -amount from transfers
           where chain_id = $1 and from_address = $2 and standard in ('erc721', 'erc1155')
             and status = 'confirmed'
         )
         select m.token_address, m.token_id::text as token_id, m.standard, k.name,
           sum(m.amount)::text as quantity
         from moves m left join tokens k on k.chain_id = $1 and k.address = m.token_address
         group by m.token_address, m.token_id, m.standard, k.name
         having sum(m.amount) > 0
         order by m.token_address, m.token_id
         limit ${Number(limit)} offset $3`,
        [caipNetworkId, address, offset],
        { name: `nft-holdings-${limit}` },
      ),
  }
}

export type NftStore = ReturnType<typeof nftStore>
