import type { Latch } from '../createLatch'

declare module '../features.js' {
  interface FeatureState {
    /**
     * The language asked for at run time (`setLocale`), over `options.locale` (behaviour.md §20). Not a slice of
     * every instance: an English-only app's first paint holds no locale code (§20.2); `requestedLocale` reads it.
     */
    locale?: string
  }
}

/**
 * Changes the modal's language while the page runs (behaviour.md §20): `'auto'` or a BCP 47 tag, which
 * `Intl.getCanonicalLocales` validates (a RangeError for a malformed one) and canonicalizes.
 */
export function setLocale(latch: Latch, locale: string): void {
  const canonical = locale === 'auto' ? locale : Intl.getCanonicalLocales(locale)[0]
  if (!canonical) throw new RangeError(`Incorrect locale information provided: ${locale}`)
  latch.store.setState({ locale: canonical })
}
