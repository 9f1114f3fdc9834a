/** A token the API wants a price for: the native token has no address. */
export type PricedToken = { caipNetworkId: string; address?: string | undefined; symbol: string }

/** Where USD prices come from: a configured table now, an on-chain AMM source with swaps. */
export type PriceSource = {
  price(token: PricedToken): number | undefined
}
