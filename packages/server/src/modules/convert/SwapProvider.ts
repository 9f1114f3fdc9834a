import type { Address, Hex } from 'viem'
import type { MidPrice } from './uniswapV2/routeMidPrice'

/** A token a provider trades: the native coin as `NATIVE_TOKEN_ADDRESS`, contracts lower case. */
export type SwapTokenInfo = { address: Address; name: string; symbol: string; decimals: number }

export type SwapQuote = {
  /** The tokens traded through, `from` first and `to` last, as asked (the native pseudo-address kept). */
  route: Address[]
  amountIn: bigint
  amountOut: bigint
  /** Percent, two decimals (`"0.33"`): what the trade loses to its own size against the pools' prices. */
  priceImpact: string
  /** The pools' fees, in source units. */
  fee: bigint
  /** The block whose state the quote was read at. */
  blockNumber: bigint
}

/** A call for the user's wallet to send. */
export type SwapCall = { to: Address; data: Hex; value: bigint }

/**
 * Where swaps come from (modules/convert, docs/swap.md): the on-chain Uniswap V2 router today
 * (`createUniswapV2Provider`), an aggregator's API tomorrow. One provider per chain; the service does the rest
 * (validation, balances, allowance checks, gas, slippage, deadlines).
 */
export type SwapProvider = {
  /** The contract the user approves for ERC-20 sources. */
  readonly spender: Address
  /**
   * The gas a swap may need per pool beyond a node's estimate, for state the estimate's block does not show (a
   * Uniswap V2 pair's price-oracle write, which a block in the same second as the pair's last trade skips).
   */
  readonly gasHeadroomPerPool: bigint
  /** The most a swap may sell: past it the contracts' arithmetic overflows and the swap reverts. */
  readonly maxAmountIn: bigint
  /** The tokens it trades, the native coin first. */
  tokens(): Promise<SwapTokenInfo[]>
  /** The best quote for selling `amountIn` of `from` for `to`; undefined when no route fills it. */
  quote(from: Address, to: Address, amountIn: bigint): Promise<SwapQuote | undefined>
  /**
   * The mid price of one whole `base` in whole `quote` (no fee, no impact) along its deepest route, and that
   * route's depth in whole `quote` (its thinnest pool's reserve toward `quote`); undefined when not pooled.
   */
  midPrice(base: Address, quote: Address): Promise<MidPrice | undefined>
  /** The call approving `spender` for `amount` of `token`. */
  buildApprove(token: Address, amount: bigint): SwapCall
  /** The swap of a quote: at least `amountOutMin` to `recipient`, before `deadline` (seconds). */
  buildSwap(parameters: {
    quote: SwapQuote
    amountOutMin: bigint
    recipient: Address
    deadline: bigint
  }): SwapCall
}
