import { type AmountProblem, toBaseUnits } from '../values/toBaseUnits'
import { maxSwapAmount } from './maxSwapAmount'
import type { SwapErrorCode } from './swapErrorOf'
import type { SwapLoadStatus } from './swapSlice'

/** Why Review swap is disabled, said under the amount; an empty amount says nothing yet. */
export type SwapFormProblem =
  | { kind: 'amount'; problem: Exclude<AmountProblem, 'empty'> }
  | { kind: 'notEnough' }
  | { kind: 'quote'; error: SwapErrorCode }

export type SwapFormCheck = {
  /** The amount in base units, once it reads as one. */
  amount: bigint | undefined
  /** More than Max: the balance, less the native coin's fee kept back (maxSwapAmount). */
  notEnough: boolean
  problem: SwapFormProblem | undefined
  /** A quote for this amount is there and nothing stands in the way: Review swap may go on. */
  ready: boolean
}

/**
 * The Swap form (behaviour.md §13.2), beside checkSendForm: a token to pay with, an amount it reads as within the
 * balance, and a quote for it. The first problem is the one said.
 */
export function checkSwapForm(parameters: {
  from: { decimals: number; balance: bigint | undefined; isNative: boolean } | undefined
  hasTo: boolean
  amount: string
  fee: bigint | undefined
  quote: { status: SwapLoadStatus; hasValue: boolean; error?: SwapErrorCode | undefined }
}): SwapFormCheck {
  const { from, quote } = parameters
  const parsed = from ? toBaseUnits(parameters.amount, from.decimals) : undefined
  const amount = parsed?.ok ? parsed.value : undefined
  const notEnough =
    amount !== undefined && from?.balance !== undefined
      ? amount > 0n &&
        amount >
          maxSwapAmount({
            balance: from.balance,
            isNative: from.isNative,
            fee: parameters.fee ?? 0n,
          })
      : false
  const problem = ((): SwapFormProblem | undefined => {
    if (!parsed) return undefined
    if (!parsed.ok)
      return parsed.problem === 'empty' ? undefined : { kind: 'amount', problem: parsed.problem }
    if (notEnough) return { kind: 'notEnough' }
    if (quote.status === 'error' && quote.error) return { kind: 'quote', error: quote.error }
    return undefined
  })()
  const ready =
    quote.status === 'ready' &&
    quote.hasValue &&
    amount !== undefined &&
    !notEnough &&
    parameters.hasTo
  return { amount, notEnough, problem, ready }
}
