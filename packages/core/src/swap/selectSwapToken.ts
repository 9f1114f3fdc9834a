import type { Latch } from '../createLatch'
import { currentView } from '../modal/currentView'
import { goBack } from '../modal/goBack'
import { requestSwapQuote } from './requestSwapQuote'
import type { SwapToken } from './SwapToken'
import { setSwap } from './setSwap'

/**
 * SwapSelectToken's choice for one side; choosing the other side's token swaps the two. Goes back to Swap and
 * quotes the new pair at once.
 */
export function selectSwapToken(
  latch: Latch,
  parameters: { side: 'from' | 'to'; token: SwapToken },
): Promise<void> {
  const { side, token } = parameters
  const { from, to } = latch.getState().swap
  const other = side === 'from' ? to : from
  const previous = side === 'from' ? from : to
  const swapped = other?.address === token.address
  setSwap(latch, {
    [side]: token,
    ...(swapped ? { [side === 'from' ? 'to' : 'from']: previous } : {}),
    allowance: undefined,
  })
  if (currentView(latch) === 'SwapSelectToken') goBack(latch)
  return requestSwapQuote(latch, { debounceMs: 0 })
}
