import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'names'> = {
  ko: () => import('../../i18n/ko/namesViews').then((strings) => strings.namesViews),
  vi: () => import('../../i18n/vi/namesViews').then((strings) => strings.namesViews),
  'zh-CN': () => import('../../i18n/zh-CN/namesViews').then((strings) => strings.namesViews),
  'zh-HK': () => import('../../i18n/zh-HK/namesViews').then((strings) => strings.namesViews),
  'zh-TW': () => import('../../i18n/zh-TW/namesViews').then((strings) => strings.namesViews),
}
