import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'names'> = {
  'es-419': () => import('../../i18n/es-419/namesViews').then((strings) => strings.namesViews),
  it: () => import('../../i18n/it/namesViews').then((strings) => strings.namesViews),
  nl: () => import('../../i18n/nl/namesViews').then((strings) => strings.namesViews),
  pl: () => import('../../i18n/pl/namesViews').then((strings) => strings.namesViews),
  'pt-BR': () => import('../../i18n/pt-BR/namesViews').then((strings) => strings.namesViews),
}
