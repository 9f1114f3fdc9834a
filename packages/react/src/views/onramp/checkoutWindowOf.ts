import type { Latch } from '@latch/core'
import type { CheckoutWindow } from '@latch/core/onramp'

const windows = new WeakMap<Latch, CheckoutWindow | undefined>()

/** The checkout popup of this instance's purchase, so BuyInProgress closes it once the purchase has ended. */
export function rememberCheckoutWindow(latch: Latch, checkoutWindow: CheckoutWindow | undefined) {
  windows.set(latch, checkoutWindow)
}

export function closeCheckoutWindow(latch: Latch) {
  windows.get(latch)?.close()
  windows.delete(latch)
}
