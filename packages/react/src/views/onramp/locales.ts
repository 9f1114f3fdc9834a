import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'onramp'> = {
  id: () => import('../../i18n/id/onrampViews').then((strings) => strings.onrampViews),
  ms: () => import('../../i18n/ms/onrampViews').then((strings) => strings.onrampViews),
  ru: () => import('../../i18n/ru/onrampViews').then((strings) => strings.onrampViews),
  tr: () => import('../../i18n/tr/onrampViews').then((strings) => strings.onrampViews),
  uk: () => import('../../i18n/uk/onrampViews').then((strings) => strings.onrampViews),
}
