import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'walletConnect'> = {
  ar: () =>
    import('../../i18n/ar/walletConnectViews').then((strings) => strings.walletConnectViews),
  de: () =>
    import('../../i18n/de/walletConnectViews').then((strings) => strings.walletConnectViews),
  fa: () =>
    import('../../i18n/fa/walletConnectViews').then((strings) => strings.walletConnectViews),
  fr: () =>
    import('../../i18n/fr/walletConnectViews').then((strings) => strings.walletConnectViews),
  he: () =>
  hi: () =>
  id: () =>
    import('../../i18n/he/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/hi/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/id/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/ja/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/ko/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/ms/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/ru/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/th/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/tr/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/uk/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/vi/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/zh-CN/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/zh-HK/walletConnectViews').then((strings) => strings.walletConnectViews),
    import('../../i18n/zh-TW/walletConnectViews').then((strings) => strings.walletConnectViews),
  ja: () =>
  ko: () =>
  ms: () =>
  ru: () =>
  th: () =>
  tr: () =>
  uk: () =>
  vi: () =>
  'zh-CN': () =>
  'zh-HK': () =>
  'zh-TW': () =>
}
