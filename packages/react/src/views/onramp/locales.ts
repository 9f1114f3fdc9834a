import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'onramp'> = {
  'es-419': () => import('../../i18n/es-419/onrampViews').then((strings) => strings.onrampViews),
  it: () => import('../../i18n/it/onrampViews').then((strings) => strings.onrampViews),
  nl: () => import('../../i18n/nl/onrampViews').then((strings) => strings.onrampViews),
  pl: () => import('../../i18n/pl/onrampViews').then((strings) => strings.onrampViews),
  'pt-BR': () => import('../../i18n/pt-BR/onrampViews').then((strings) => strings.onrampViews),
}
