import type { TokenBalance } from './AccountDataSource'

/**
 * The tokens worth listing, most valuable first: a token whose decimals are zero (or unknown) is low quality
 * and filtered out (behaviour.md §9); the native token is kept whatever its value.
 */
export function visibleTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances
    .filter((token) => !token.address || Number(token.quantity.decimals) > 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
}
