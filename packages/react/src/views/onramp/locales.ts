import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'onramp'> = {
  ko: () => import('../../i18n/ko/onrampViews').then((strings) => strings.onrampViews),
  vi: () => import('../../i18n/vi/onrampViews').then((strings) => strings.onrampViews),
  'zh-CN': () => import('../../i18n/zh-CN/onrampViews').then((strings) => strings.onrampViews),
  'zh-HK': () => import('../../i18n/zh-HK/onrampViews').then((strings) => strings.onrampViews),
  'zh-TW': () => import('../../i18n/zh-TW/onrampViews').then((strings) => strings.onrampViews),
}
