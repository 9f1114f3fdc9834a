import type { Hop } from './getAmountsOut'

/** A route's mid price and how deep its thinnest pool is, both in whole units of the route's last token. */
export type MidPrice = { price: number; depth: number }

/**
 * The mid price of one whole first token of a route in whole last tokens (no fee, no impact), and its depth: each
 * pool's reserve on the side toward the last token, valued in last tokens, the smallest of them (a thin pool is
 * cheap to move, so a price read from it says little). `decimals` gives each token of the path. Undefined when a
 * pool is empty.
 */
export function routeMidPrice(
  hops: readonly Hop[],
  decimals: readonly number[],
): MidPrice | undefined {
  if (decimals.length !== hops.length + 1) return undefined
  let price = 1
  let depth = Number.POSITIVE_INFINITY
  // From the last pool back: each hop's out side is valued with the price of its out token, known by then.
  for (let i = hops.length - 1; i >= 0; i--) {
    const { reserveIn, reserveOut } = hops[i] as Hop
    if (reserveIn <= 0n || reserveOut <= 0n) return undefined
    const wholeOut = Number(reserveOut) / 10 ** (decimals[i + 1] as number)
    const wholeIn = Number(reserveIn) / 10 ** (decimals[i] as number)
    depth = Math.min(depth, wholeOut * price)
    price = (price * wholeOut) / wholeIn
  }
  return { price, depth }
}
