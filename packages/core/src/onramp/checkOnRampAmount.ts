import type { OnRampOptions } from './OnRampTypes'

export type OnRampAmountProblem =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'noMethod' }
  | { kind: 'belowMin'; min: string; currency: string; method: string }
  | { kind: 'aboveMax'; max: string; currency: string; method: string }

const cents = (amount: string) => Math.round(Number(amount) * 100)

/**
 * The typed amount against the payment method's limits (behaviour.md §5): what is wrong, for the view to say in
 * words, or undefined when it can be quoted. At most two decimals.
 */
export function checkOnRampAmount(
  options: OnRampOptions,
  request: { amount: string; paymentCurrency: string; paymentMethod: string },
): OnRampAmountProblem | undefined {
  const amount = request.amount.trim()
  if (amount === '') return { kind: 'empty' }
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return { kind: 'invalid' }
  const limit = limitOf(options, request.paymentCurrency, request.paymentMethod)
  if (!limit) return { kind: 'noMethod' }
  const context = { currency: request.paymentCurrency, method: request.paymentMethod }
  if (cents(amount) < cents(limit.min)) return { kind: 'belowMin', min: limit.min, ...context }
  if (cents(amount) > cents(limit.max)) return { kind: 'aboveMax', max: limit.max, ...context }
  return undefined
}

/** The limits of one payment method in one currency. */
export function limitOf(options: OnRampOptions, paymentCurrency: string, paymentMethod: string) {
  return options.paymentCurrencies
    .find((currency) => currency.id === paymentCurrency)
    ?.payment_method_limits.find((limit) => limit.id === paymentMethod)
}
