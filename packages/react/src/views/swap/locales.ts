import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'swap'> = {
  ar: () => import('../../i18n/ar/swapViews').then((strings) => strings.swapViews),
  de: () => import('../../i18n/de/swapViews').then((strings) => strings.swapViews),
  fa: () => import('../../i18n/fa/swapViews').then((strings) => strings.swapViews),
  fr: () => import('../../i18n/fr/swapViews').then((strings) => strings.swapViews),
  he: () => import('../../i18n/he/swapViews').then((strings) => strings.swapViews),
  hi: () => import('../../i18n/hi/swapViews').then((strings) => strings.swapViews),
  ja: () => import('../../i18n/ja/swapViews').then((strings) => strings.swapViews),
  th: () => import('../../i18n/th/swapViews').then((strings) => strings.swapViews),
}
