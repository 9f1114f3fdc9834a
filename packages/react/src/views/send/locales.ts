import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'send'> = {
  ar: () => import('../../i18n/ar/sendViews').then((strings) => strings.sendViews),
  de: () => import('../../i18n/de/sendViews').then((strings) => strings.sendViews),
  'es-419': () => import('../../i18n/es-419/sendViews').then((strings) => strings.sendViews),
  fa: () => import('../../i18n/fa/sendViews').then((strings) => strings.sendViews),
  fr: () => import('../../i18n/fr/sendViews').then((strings) => strings.sendViews),
  he: () => import('../../i18n/he/sendViews').then((strings) => strings.sendViews),
  hi: () => import('../../i18n/hi/sendViews').then((strings) => strings.sendViews),
  id: () => import('../../i18n/id/sendViews').then((strings) => strings.sendViews),
  it: () => import('../../i18n/it/sendViews').then((strings) => strings.sendViews),
  ja: () => import('../../i18n/ja/sendViews').then((strings) => strings.sendViews),
  ko: () => import('../../i18n/ko/sendViews').then((strings) => strings.sendViews),
  ms: () => import('../../i18n/ms/sendViews').then((strings) => strings.sendViews),
  nl: () => import('../../i18n/nl/sendViews').then((strings) => strings.sendViews),
  pl: () => import('../../i18n/pl/sendViews').then((strings) => strings.sendViews),
  'pt-BR': () => import('../../i18n/pt-BR/sendViews').then((strings) => strings.sendViews),
  ru: () => import('../../i18n/ru/sendViews').then((strings) => strings.sendViews),
  th: () => import('../../i18n/th/sendViews').then((strings) => strings.sendViews),
  tr: () => import('../../i18n/tr/sendViews').then((strings) => strings.sendViews),
  uk: () => import('../../i18n/uk/sendViews').then((strings) => strings.sendViews),
  vi: () => import('../../i18n/vi/sendViews').then((strings) => strings.sendViews),
  'zh-CN': () => import('../../i18n/zh-CN/sendViews').then((strings) => strings.sendViews),
  'zh-HK': () => import('../../i18n/zh-HK/sendViews').then((strings) => strings.sendViews),
  'zh-TW': () => import('../../i18n/zh-TW/sendViews').then((strings) => strings.sendViews),
}
