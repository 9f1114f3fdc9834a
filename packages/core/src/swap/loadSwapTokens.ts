import { hasCapability } from '../connection/capability'
import type { Latch } from '../createLatch'
import { setSwap } from './setSwap'
import { isNativeSwapToken, swapContext } from './swapContext'
import { swapErrorOf } from './swapErrorOf'

/**
 * The Swap view's tokens (`/v1/convert/tokens`) for the account's network, once per network; the pair starts as
 * the native coin to the first other token (ETH → LUSD on the dev chains) when none is chosen yet; the gas price
 * with them. A network whose adapter has no swap capability gets "not supported" without a request.
 */
export async function loadSwapTokens(latch: Latch): Promise<void> {
  const context = swapContext(latch)
  if (!context) return
  // Another account or network (a CAIP-10 address of its own) starts over: pair, quote, allowance, attempt.
  if (latch.getState().swap.owner !== context.userAddress)
    latch.store.setState({ swap: { amount: '', owner: context.userAddress } })
  const { tokens } = latch.getState().swap
  if (
    tokens?.caipNetworkId === context.caipNetworkId &&
    (tokens.status === 'ready' || tokens.status === 'loading')
  )
    return
  // A network whose adapter cannot swap is one the server's convert does not serve: say so, ask nothing.
  if (!hasCapability(latch, context.network.chainNamespace, 'swap')) {
    setSwap(latch, {
      tokens: { status: 'error', list: [], caipNetworkId: context.caipNetworkId },
      quote: { status: 'error', error: 'networkNotSupported' },
    })
    return
  }
  setSwap(latch, { tokens: { status: 'loading', list: [], caipNetworkId: context.caipNetworkId } })
  try {
    const [list, gasPrice] = await Promise.all([
      context.api.tokens(context.caipNetworkId),
      // For the network fee and for Max of the native coin (which keeps the fee back).
      context.api.gasPrice(context.caipNetworkId).catch(() => undefined),
    ])
    if (latch.getState().swap.tokens?.caipNetworkId !== context.caipNetworkId) return
    const { from, to } = latch.getState().swap
    const native = list.find((token) => isNativeSwapToken(token.address))
    const first = from ?? native ?? list[0]
    setSwap(latch, {
      tokens: { status: 'ready', list, caipNetworkId: context.caipNetworkId },
      from: first,
      to: to ?? list.find((token) => token.address !== first?.address),
      ...(gasPrice !== undefined ? { gasPrice: gasPrice.toString() } : {}),
    })
  } catch (error) {
    console.warn('Latch: the swap tokens could not be loaded', error)
    setSwap(latch, {
      tokens: { status: 'error', list: [], caipNetworkId: context.caipNetworkId },
      quote: { status: 'error', error: swapErrorOf(error) },
    })
  }
}
