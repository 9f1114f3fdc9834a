import { getAmountsOut, type Hop } from './getAmountsOut'

export type Route<Token> = { path: readonly Token[]; hops: readonly Hop[] }

export type ChosenRoute<Token> = Route<Token> & { amounts: bigint[]; amountOut: bigint }

/**
 * The route that gives the most out for `amountIn` (a direct pool or one through an intermediate token); on a
 * tie the shorter one (less gas). Undefined when none gives anything.
 */
export function bestRoute<Token>(
  amountIn: bigint,
  routes: readonly Route<Token>[],
): ChosenRoute<Token> | undefined {
  let best: ChosenRoute<Token> | undefined
  for (const route of routes) {
    const amounts = getAmountsOut(amountIn, route.hops)
    const amountOut = amounts[amounts.length - 1] ?? 0n
    if (amountOut <= 0n) continue
    if (
      !best ||
      amountOut > best.amountOut ||
      (amountOut === best.amountOut && route.hops.length < best.hops.length)
    )
      best = { ...route, amounts, amountOut }
  }
  return best
}
