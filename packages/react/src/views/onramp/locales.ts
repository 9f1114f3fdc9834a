import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'onramp'> = {
  fa: () => import('../../i18n/fa/onrampViews').then((strings) => strings.onrampViews),
  he: () => import('../../i18n/he/onrampViews').then((strings) => strings.onrampViews),
  hi: () => import('../../i18n/hi/onrampViews').then((strings) => strings.onrampViews),
  th: () => import('../../i18n/th/onrampViews').then((strings) => strings.onrampViews),
}
