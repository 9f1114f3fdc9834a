import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { NATIVE_TOKEN_ADDRESS } from '../convert/nativeTokenAddress'
import type { PriceOracle } from './priceOracle'
import type { PriceStore } from './store'

export type Fungible = {
  address: string
  name: string
  symbol: string
  iconUrl: null
  price: number
}

/**
 * USD prices of CAIP-10 tokens (lower case; the native coin as `0xeeee…eeee`): only tokens on the operator's
 * list whose price the oracle knows (its override, else the pools) and, for contracts, whose contract the
 * indexer has seen; any other token is left out (its price is unknown, not zero).
 */
export function priceService(store: PriceStore, chains: ChainRegistry, oracle: PriceOracle) {
  return {
    async prices(assets: readonly string[]): Promise<Fungible[]> {
      const split = (asset: string) => {
        const [namespace, reference, address] = asset.split(':') as [string, string, string]
        return { caipNetworkId: `${namespace}:${reference}`, address }
      }
      const priced = await Promise.all(
        assets.map(async (asset) => {
          const { caipNetworkId, address } = split(asset)
          if (!chains.get(caipNetworkId)) return undefined
          return oracle.usd(caipNetworkId, address === NATIVE_TOKEN_ADDRESS ? undefined : address)
        }),
      )
      const byChain = new Map<string, string[]>()
      for (const [index, asset] of assets.entries()) {
        const { caipNetworkId, address } = split(asset)
        if (priced[index] === undefined || address === NATIVE_TOKEN_ADDRESS) continue
        byChain.set(caipNetworkId, [...(byChain.get(caipNetworkId) ?? []), address])
      }
      const rows = new Map<string, { name: string | null; symbol: string | null }>()
      for (const [caipNetworkId, addresses] of byChain)
        for (const row of await store.erc20s(caipNetworkId, addresses))
          rows.set(`${caipNetworkId}:${row.address}`, row)
      return assets.flatMap((asset, index) => {
        const price = priced[index]
        if (price === undefined) return []
        if (split(asset).address === NATIVE_TOKEN_ADDRESS)
          return [{ address: asset, name: 'Ether', symbol: 'ETH', iconUrl: null, price }]
        const row = rows.get(asset)
        if (!row?.symbol) return []
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
