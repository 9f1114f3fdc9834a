import type { CheckoutWindow } from '@latch/core/onramp'

/**
 * The checkout popup, opened within the visitor's click (behaviour.md §2: a popup blocker lets only those through),
 * blank until the server gives its URL. It is cut from this page (`opener = null`) before it goes to the provider's
 * origin, so the provider's page cannot navigate the app's; closing it is then the visitor's (or the provider's).
 */
export function openCheckoutWindow(): CheckoutWindow | undefined {
  const popup = window.open('', 'latch-onramp-checkout', 'popup,width=440,height=680')
  if (!popup) return undefined
  popup.opener = null
  return {
    navigate: (url) => {
      popup.location.href = url
    },
    close: () => popup.close(),
  }
}
