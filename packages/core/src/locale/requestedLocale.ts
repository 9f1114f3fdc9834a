import type { Latch } from '../createLatch'

/**
 * The language the app asks for (behaviour.md §20): the last `setLocale`, else `createLatch({ locale })`, else
 * English. `'auto'` follows the visitor's browser; the React package resolves it against the locales it has.
 */
export function requestedLocale(latch: Latch): string {
  return latch.getState().locale ?? latch.options.locale ?? 'en'
}
