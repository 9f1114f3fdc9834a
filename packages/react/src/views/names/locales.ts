import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'names'> = {
  ar: () => import('../../i18n/ar/namesViews').then((strings) => strings.namesViews),
  de: () => import('../../i18n/de/namesViews').then((strings) => strings.namesViews),
  'es-419': () => import('../../i18n/es-419/namesViews').then((strings) => strings.namesViews),
  fa: () => import('../../i18n/fa/namesViews').then((strings) => strings.namesViews),
  fr: () => import('../../i18n/fr/namesViews').then((strings) => strings.namesViews),
  he: () => import('../../i18n/he/namesViews').then((strings) => strings.namesViews),
  hi: () => import('../../i18n/hi/namesViews').then((strings) => strings.namesViews),
  id: () => import('../../i18n/id/namesViews').then((strings) => strings.namesViews),
  it: () => import('../../i18n/it/namesViews').then((strings) => strings.namesViews),
  ja: () => import('../../i18n/ja/namesViews').then((strings) => strings.namesViews),
  ko: () => import('../../i18n/ko/namesViews').then((strings) => strings.namesViews),
  ms: () => import('../../i18n/ms/namesViews').then((strings) => strings.namesViews),
  nl: () => import('../../i18n/nl/namesViews').then((strings) => strings.namesViews),
  pl: () => import('../../i18n/pl/namesViews').then((strings) => strings.namesViews),
  'pt-BR': () => import('../../i18n/pt-BR/namesViews').then((strings) => strings.namesViews),
  ru: () => import('../../i18n/ru/namesViews').then((strings) => strings.namesViews),
  th: () => import('../../i18n/th/namesViews').then((strings) => strings.namesViews),
  tr: () => import('../../i18n/tr/namesViews').then((strings) => strings.namesViews),
  uk: () => import('../../i18n/uk/namesViews').then((strings) => strings.namesViews),
  vi: () => import('../../i18n/vi/namesViews').then((strings) => strings.namesViews),
  'zh-CN': () => import('../../i18n/zh-CN/namesViews').then((strings) => strings.namesViews),
  'zh-HK': () => import('../../i18n/zh-HK/namesViews').then((strings) => strings.namesViews),
  'zh-TW': () => import('../../i18n/zh-TW/namesViews').then((strings) => strings.namesViews),
}
