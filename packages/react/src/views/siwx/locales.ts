import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'siwx'> = {
  ar: () => import('../../i18n/ar/siwxViews').then((strings) => strings.siwxViews),
  de: () => import('../../i18n/de/siwxViews').then((strings) => strings.siwxViews),
  'es-419': () => import('../../i18n/es-419/siwxViews').then((strings) => strings.siwxViews),
  fa: () => import('../../i18n/fa/siwxViews').then((strings) => strings.siwxViews),
  fr: () => import('../../i18n/fr/siwxViews').then((strings) => strings.siwxViews),
  he: () => import('../../i18n/he/siwxViews').then((strings) => strings.siwxViews),
  hi: () => import('../../i18n/hi/siwxViews').then((strings) => strings.siwxViews),
  id: () => import('../../i18n/id/siwxViews').then((strings) => strings.siwxViews),
  it: () => import('../../i18n/it/siwxViews').then((strings) => strings.siwxViews),
  ja: () => import('../../i18n/ja/siwxViews').then((strings) => strings.siwxViews),
  ko: () => import('../../i18n/ko/siwxViews').then((strings) => strings.siwxViews),
  ms: () => import('../../i18n/ms/siwxViews').then((strings) => strings.siwxViews),
  nl: () => import('../../i18n/nl/siwxViews').then((strings) => strings.siwxViews),
  pl: () => import('../../i18n/pl/siwxViews').then((strings) => strings.siwxViews),
  'pt-BR': () => import('../../i18n/pt-BR/siwxViews').then((strings) => strings.siwxViews),
  ru: () => import('../../i18n/ru/siwxViews').then((strings) => strings.siwxViews),
  th: () => import('../../i18n/th/siwxViews').then((strings) => strings.siwxViews),
  tr: () => import('../../i18n/tr/siwxViews').then((strings) => strings.siwxViews),
  uk: () => import('../../i18n/uk/siwxViews').then((strings) => strings.siwxViews),
  vi: () => import('../../i18n/vi/siwxViews').then((strings) => strings.siwxViews),
  'zh-CN': () => import('../../i18n/zh-CN/siwxViews').then((strings) => strings.siwxViews),
  'zh-HK': () => import('../../i18n/zh-HK/siwxViews').then((strings) => strings.siwxViews),
  'zh-TW': () => import('../../i18n/zh-TW/siwxViews').then((strings) => strings.siwxViews),
}
