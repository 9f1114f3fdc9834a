import type { PriceSource } from './PriceSource'

/** Prices by symbol (case-insensitive) from configuration (`LATCH_PRICES`). */
export function createPriceTable(prices: Record<string, number>): PriceSource {
  const bySymbol = new Map(
    Object.entries(prices).map(([symbol, price]) => [symbol.toUpperCase(), price]),
  )
  return { price: (token) => bySymbol.get(token.symbol.toUpperCase()) }
}
