import type { Sql } from '../../platform/db/Database'

export type TokenRow = { address: string; name: string | null; symbol: string | null }

/** The ERC-20 metadata the indexer recorded. */
export function priceStore(sql: Sql) {
  return {
    async erc20s(caipNetworkId: string, addresses: readonly string[]): Promise<TokenRow[]> {
      return sql.query<TokenRow>(
        `select address, name, symbol from tokens
         where chain_id = $1 and address = any($2::text[]) and standard = 'erc20'`,
        [caipNetworkId, addresses],
        { name: 'price-tokens' },
      )
    },
  }
}

export type PriceStore = ReturnType<typeof priceStore>
