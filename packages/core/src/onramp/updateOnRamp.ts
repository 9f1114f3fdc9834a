import type { Latch } from '../createLatch'
import type { OnRampSlice } from './onrampSlice'
import { setOnRamp } from './setOnRamp'

/** The visitor's choice in the Buy view: a new choice drops the quotes of the old one. */
export function updateOnRamp(
  latch: Latch,
  patch: Partial<
    Pick<OnRampSlice['onramp'], 'purchaseCurrency' | 'paymentCurrency' | 'paymentMethod' | 'amount'>
  >,
): void {
  setOnRamp(latch, { ...patch, quotes: undefined, checkout: undefined })
}
