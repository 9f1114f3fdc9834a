import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'names'> = {
  fa: () => import('../../i18n/fa/namesViews').then((strings) => strings.namesViews),
  he: () => import('../../i18n/he/namesViews').then((strings) => strings.namesViews),
  hi: () => import('../../i18n/hi/namesViews').then((strings) => strings.namesViews),
  th: () => import('../../i18n/th/namesViews').then((strings) => strings.namesViews),
}
