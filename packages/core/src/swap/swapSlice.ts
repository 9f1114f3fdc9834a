import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { SwapQuote, SwapToken } from './SwapToken'
import type { SwapErrorCode } from './swapErrorOf'

export type SwapLoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** A wallet request of SwapPreview: the approval or the swap, from the wallet's prompt to the chain's answer. */
export type SwapStep = {
  kind: 'approve' | 'swap'
  /**
   * `pending`: the wallet is asked; `confirming`: sent, waiting to be mined; `submitted`: not mined within the
   * confirm wait (behaviour.md §9's 25 s), which is not a failure: Activity shows it once it is.
   */
  status: 'pending' | 'confirming' | 'submitted' | 'success' | 'rejected' | 'failed'
  error?: SwapErrorCode | undefined
  hash?: string | undefined
}

/**
 * The swap in progress (behaviour.md §13.2): the pair and the typed amount (kept while the visitor goes to the picker
 * or the preview and back), the chain's tradable tokens, the live quote (dropped when the amount or pair changes),
 * the router's allowance for the source token and the preview's wallet request. Amounts are base-unit strings.
 */
export type SwapSlice = {
  swap: {
    from?: SwapToken | undefined
    to?: SwapToken | undefined
    amount: string
    /** The CAIP-10 account the rest belongs to: another one starts over (`loadSwapTokens`). */
    owner?: string | undefined
    /** Percent; `SWAP_SLIPPAGE` when unset. */
    slippage?: number | undefined
    tokens?:
      | { status: SwapLoadStatus; list: SwapToken[]; caipNetworkId?: CaipNetworkId | undefined }
      | undefined
    quote?:
      | { status: SwapLoadStatus; value?: SwapQuote | undefined; error?: SwapErrorCode | undefined }
      | undefined
    gasPrice?: string | undefined
    allowance?: string | undefined
    step?: SwapStep | undefined
  }
}

/** The server's default slippage tolerance, in percent (docs/swap.md). */
export const SWAP_SLIPPAGE = 1

declare module '../features.js' {
  // The slice is there once the app lists swap (`swapFeature`).
  interface FeatureState extends SwapSlice {}
}
