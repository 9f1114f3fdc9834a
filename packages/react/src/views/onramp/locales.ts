import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'onramp'> = {
  ar: () => import('../../i18n/ar/onrampViews').then((strings) => strings.onrampViews),
  de: () => import('../../i18n/de/onrampViews').then((strings) => strings.onrampViews),
  'es-419': () => import('../../i18n/es-419/onrampViews').then((strings) => strings.onrampViews),
  fa: () => import('../../i18n/fa/onrampViews').then((strings) => strings.onrampViews),
  fr: () => import('../../i18n/fr/onrampViews').then((strings) => strings.onrampViews),
  he: () => import('../../i18n/he/onrampViews').then((strings) => strings.onrampViews),
  hi: () => import('../../i18n/hi/onrampViews').then((strings) => strings.onrampViews),
  id: () => import('../../i18n/id/onrampViews').then((strings) => strings.onrampViews),
  it: () => import('../../i18n/it/onrampViews').then((strings) => strings.onrampViews),
  ja: () => import('../../i18n/ja/onrampViews').then((strings) => strings.onrampViews),
  ko: () => import('../../i18n/ko/onrampViews').then((strings) => strings.onrampViews),
  ms: () => import('../../i18n/ms/onrampViews').then((strings) => strings.onrampViews),
  nl: () => import('../../i18n/nl/onrampViews').then((strings) => strings.onrampViews),
  pl: () => import('../../i18n/pl/onrampViews').then((strings) => strings.onrampViews),
  'pt-BR': () => import('../../i18n/pt-BR/onrampViews').then((strings) => strings.onrampViews),
  ru: () => import('../../i18n/ru/onrampViews').then((strings) => strings.onrampViews),
  th: () => import('../../i18n/th/onrampViews').then((strings) => strings.onrampViews),
  tr: () => import('../../i18n/tr/onrampViews').then((strings) => strings.onrampViews),
  uk: () => import('../../i18n/uk/onrampViews').then((strings) => strings.onrampViews),
  vi: () => import('../../i18n/vi/onrampViews').then((strings) => strings.onrampViews),
  'zh-CN': () => import('../../i18n/zh-CN/onrampViews').then((strings) => strings.onrampViews),
  'zh-HK': () => import('../../i18n/zh-HK/onrampViews').then((strings) => strings.onrampViews),
  'zh-TW': () => import('../../i18n/zh-TW/onrampViews').then((strings) => strings.onrampViews),
}
