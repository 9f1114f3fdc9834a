import type { Sql } from '../../platform/db/Database'

export type HeldToken = {
  address: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** The ERC-20 contracts an address has received from (the transfers index by recipient). */
export function balanceStore(sql: Sql) {
  return {
    heldTokens: (caipNetworkId: string, address: string) =>
      sql.query<HeldToken>(
        `select k.address, k.name, k.symbol, k.decimals from tokens k
         where k.chain_id = $1 and k.standard = 'erc20' and k.address in (
           select t.token_address from transfers t
           where t.chain_id = $1 and t.to_address = $2 and t.standard = 'erc20')`,
        [caipNetworkId, address],
        { name: 'balance-held-tokens' },
      ),
  }
}

export type BalanceStore = ReturnType<typeof balanceStore>
