import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import { type Scheduler, timeoutScheduler } from '../timing/scheduler'
import { toBaseUnits } from '../values/toBaseUnits'
import { setSwap } from './setSwap'
import { swapContext } from './swapContext'
import { swapErrorOf } from './swapErrorOf'

/** How long typing must pause before a quote is asked for. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300

const quoting = perInstance((_latch: Latch) => ({
  sequence: 0,
  cancel: undefined as (() => void) | undefined,
}))

/**
 * A quote for the pair and amount in the store (`/v1/convert/quotes`), asked `debounceMs` after the last call
 * (0: now). Only the newest request's answer is kept: one for an amount typed since is dropped, so a slow answer
 * never replaces a newer one. Also reads the gas price once, for the network fee.
 */
export function requestSwapQuote(
  latch: Latch,
  options: { debounceMs?: number; schedule?: Scheduler } = {},
): Promise<void> {
  const state = quoting(latch)
  state.cancel?.()
  const sequence = ++state.sequence
  const { from, to, amount } = latch.getState().swap
  const parsed = from ? toBaseUnits(amount, from.decimals) : undefined
  if (!from || !to || !parsed?.ok) {
    setSwap(latch, { quote: { status: 'idle' } })
    return Promise.resolve()
  }
  setSwap(latch, { quote: { status: 'loading' } })
  const schedule = options.schedule ?? timeoutScheduler
  const delay = options.debounceMs ?? SWAP_QUOTE_DEBOUNCE_MS
  return new Promise<void>((resolve) => {
    const run = () => {
      state.cancel = undefined
      void ask().finally(resolve)
    }
    if (delay <= 0) run()
    else state.cancel = schedule(run, delay)
  })

  async function ask() {
    const context = swapContext(latch)
    if (!context || !from || !to || !parsed?.ok) return
    try {
      const [quote, gasPrice] = await Promise.all([
        context.api.quote({
          amount: parsed.value.toString(),
          userAddress: context.userAddress,
          from: from.address,
          to: to.address,
        }),
        latch.getState().swap.gasPrice
          ? Promise.resolve(undefined)
          : context.api.gasPrice(context.caipNetworkId).catch(() => undefined),
      ])
      if (sequence !== state.sequence) return
      setSwap(latch, {
        quote: { status: 'ready', value: quote },
        ...(gasPrice !== undefined ? { gasPrice: gasPrice.toString() } : {}),
      })
    } catch (error) {
      if (sequence !== state.sequence) return
      setSwap(latch, { quote: { status: 'error', error: swapErrorOf(error) } })
    }
  }
}
