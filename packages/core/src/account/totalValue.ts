import type { TokenBalance } from './AccountDataSource'

/** The account's value in the quote currency: the sum of the token values, unknown values counted as 0. */
export function totalValue(balances: readonly TokenBalance[]): number {
  return balances.reduce(
    (sum, token) => sum + (Number.isFinite(token.value) ? (token.value ?? 0) : 0),
    0,
  )
}
