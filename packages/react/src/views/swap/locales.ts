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
  fa: () => import('../../i18n/fa/swapViews').then((strings) => strings.swapViews),
  fr: () => import('../../i18n/fr/swapViews').then((strings) => strings.swapViews),
  he: () => import('../../i18n/he/swapViews').then((strings) => strings.swapViews),
  hi: () => import('../../i18n/hi/swapViews').then((strings) => strings.swapViews),
  id: () => import('../../i18n/id/swapViews').then((strings) => strings.swapViews),
  it: () => import('../../i18n/it/swapViews').then((strings) => strings.swapViews),
  ja: () => import('../../i18n/ja/swapViews').then((strings) => strings.swapViews),
  ko: () => import('../../i18n/ko/swapViews').then((strings) => strings.swapViews),
  ms: () => import('../../i18n/ms/swapViews').then((strings) => strings.swapViews),
  nl: () => import('../../i18n/nl/swapViews').then((strings) => strings.swapViews),
  pl: () => import('../../i18n/pl/swapViews').then((strings) => strings.swapViews),
  'pt-BR': () => import('../../i18n/pt-BR/swapViews').then((strings) => strings.swapViews),
  ru: () => import('../../i18n/ru/swapViews').then((strings) => strings.swapViews),
  th: () => import('../../i18n/th/swapViews').then((strings) => strings.swapViews),
  tr: () => import('../../i18n/tr/swapViews').then((strings) => strings.swapViews),
  uk: () => import('../../i18n/uk/swapViews').then((strings) => strings.swapViews),
  vi: () => import('../../i18n/vi/swapViews').then((strings) => strings.swapViews),
  'zh-CN': () => import('../../i18n/zh-CN/swapViews').then((strings) => strings.swapViews),
  'zh-HK': () => import('../../i18n/zh-HK/swapViews').then((strings) => strings.swapViews),
  'zh-TW': () => import('../../i18n/zh-TW/swapViews').then((strings) => strings.swapViews),
}
