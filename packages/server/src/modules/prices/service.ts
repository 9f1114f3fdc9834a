import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import type { TokenList } from '../../platform/tokens/createTokenList'
import type { PriceStore } from './store'

export type Fungible = {
  address: string
  name: string
  symbol: string
  iconUrl: null
  price: number
}

/**
 * USD prices of CAIP-10 tokens (lower case): only tokens on the operator's list that carry a price and whose
 * contract the indexer has seen; any other token is left out (its price is unknown, not zero).
 */
export function priceService(store: PriceStore, chains: ChainRegistry, tokens: TokenList) {
  return {
    async prices(assets: readonly string[]): Promise<Fungible[]> {
      const byChain = new Map<string, string[]>()
      for (const asset of assets) {
        const [namespace, reference, address] = asset.split(':') as [string, string, string]
        const caipNetworkId = `${namespace}:${reference}`
        if (!chains.get(caipNetworkId) || tokens.price(caipNetworkId, address) === undefined)
          continue
        byChain.set(caipNetworkId, [...(byChain.get(caipNetworkId) ?? []), address])
      }
      const rows = new Map<string, { name: string | null; symbol: string | null }>()
      for (const [caipNetworkId, addresses] of byChain)
        for (const row of await store.erc20s(caipNetworkId, addresses))
          rows.set(`${caipNetworkId}:${row.address}`, row)
      return assets.flatMap((asset) => {
        const row = rows.get(asset)
        const [namespace, reference, address] = asset.split(':') as [string, string, string]
        const price = tokens.price(`${namespace}:${reference}`, address)
        if (!row?.symbol || price === undefined) return []
        return [
          {
            address: asset,
            name: row.name ?? row.symbol,
            symbol: row.symbol,
            iconUrl: null,
            price,
          },
        ]
      })
    },
  }
}
