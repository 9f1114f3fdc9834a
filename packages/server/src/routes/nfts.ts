import type { NftItem } from '@latch/core'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ChainRegistry } from '../chains/createChainRegistry'
import type { Database } from '../db/Database'
import { parseRequest } from '../http/parseRequest'
import { caipNetworkId, evmAddress, sdkQuery } from '../http/schemas'

const PAGE_SIZE = 50

type HoldingRow = {
  token_address: string
  token_id: string
  standard: 'erc721' | 'erc1155'
  quantity: string
  name: string | null
}

/**
 * `GET /v1/account/{address}/nfts?chainId&cursor` → `{ data, next }`: the ERC-721 and ERC-1155 tokens the
 * address holds now (received minus sent), by contract and token id. The cursor is the offset of the next page.
 */
export function nftsRoutes(db: Database, chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.get('/v1/account/:address/nfts', async (request) => {
      const { address } = parseRequest(z.object({ address: evmAddress }), request.params)
      const query = parseRequest(
        z.object({
          ...sdkQuery,
          chainId: caipNetworkId,
          cursor: z
            .string()
            .regex(/^\d{1,6}$/, 'not a valid cursor')
            .optional(),
        }),
        request.query,
      )
      if (!chains.get(query.chainId)) return { data: [], next: null }
      const offset = Number(query.cursor ?? 0)
      const rows = await db.query<HoldingRow>(
        `select t.token_address, t.token_id::text, t.standard, k.name,
           (sum(case when t.to_address = $2 then t.amount else 0 end)
             - sum(case when t.from_address = $2 then t.amount else 0 end))::text as quantity
         from transfers t left join tokens k on k.chain_id = t.chain_id and k.address = t.token_address
         where t.chain_id = $1 and t.standard in ('erc721', 'erc1155') and t.status = 'confirmed'
           and (t.to_address = $2 or t.from_address = $2)
         group by t.token_address, t.token_id, t.standard, k.name
         having sum(case when t.to_address = $2 then t.amount else 0 end)
           > sum(case when t.from_address = $2 then t.amount else 0 end)
         order by t.token_address, t.token_id
         limit ${PAGE_SIZE + 1} offset $3`,
        [query.chainId, address, offset],
      )
      const data = rows.slice(0, PAGE_SIZE).map(
        (row): NftItem => ({
          id: `${query.chainId}:${row.token_address}:${row.token_id}`,
          contract: `${query.chainId}:${row.token_address}` as NftItem['contract'],
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
    })
  }
}
