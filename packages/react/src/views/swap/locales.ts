import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'swap'> = {
  ar: () => import('../../i18n/ar/swapViews').then((strings) => strings.swapViews),
  de: () => import('../../i18n/de/swapViews').then((strings) => strings.swapViews),
  'es-419': () => import('../../i18n/es-419/swapViews').then((strings) => strings.swapViews),
  fr: () => import('../../i18n/fr/swapViews').then((strings) => strings.swapViews),
  it: () => import('../../i18n/it/swapViews').then((strings) => strings.swapViews),
  ja: () => import('../../i18n/ja/swapViews').then((strings) => strings.swapViews),
  nl: () => import('../../i18n/nl/swapViews').then((strings) => strings.swapViews),
  pl: () => import('../../i18n/pl/swapViews').then((strings) => strings.swapViews),
  'pt-BR': () => import('../../i18n/pt-BR/swapViews').then((strings) => strings.swapViews),
}
