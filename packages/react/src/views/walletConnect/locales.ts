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
  'es-419': () =>
    import('../../i18n/es-419/walletConnectViews').then((strings) => strings.walletConnectViews),
  fa: () =>
    import('../../i18n/fa/walletConnectViews').then((strings) => strings.walletConnectViews),
  fr: () =>
    import('../../i18n/fr/walletConnectViews').then((strings) => strings.walletConnectViews),
  he: () =>
    import('../../i18n/he/walletConnectViews').then((strings) => strings.walletConnectViews),
  hi: () =>
    import('../../i18n/hi/walletConnectViews').then((strings) => strings.walletConnectViews),
  id: () =>
    import('../../i18n/id/walletConnectViews').then((strings) => strings.walletConnectViews),
  it: () =>
    import('../../i18n/it/walletConnectViews').then((strings) => strings.walletConnectViews),
  ja: () =>
    import('../../i18n/ja/walletConnectViews').then((strings) => strings.walletConnectViews),
  ko: () =>
    import('../../i18n/ko/walletConnectViews').then((strings) => strings.walletConnectViews),
  ms: () =>
    import('../../i18n/ms/walletConnectViews').then((strings) => strings.walletConnectViews),
  nl: () =>
    import('../../i18n/nl/walletConnectViews').then((strings) => strings.walletConnectViews),
  pl: () =>
    import('../../i18n/pl/walletConnectViews').then((strings) => strings.walletConnectViews),
  'pt-BR': () =>
    import('../../i18n/pt-BR/walletConnectViews').then((strings) => strings.walletConnectViews),
  ru: () =>
    import('../../i18n/ru/walletConnectViews').then((strings) => strings.walletConnectViews),
  th: () =>
    import('../../i18n/th/walletConnectViews').then((strings) => strings.walletConnectViews),
  tr: () =>
    import('../../i18n/tr/walletConnectViews').then((strings) => strings.walletConnectViews),
  uk: () =>
    import('../../i18n/uk/walletConnectViews').then((strings) => strings.walletConnectViews),
  vi: () =>
    import('../../i18n/vi/walletConnectViews').then((strings) => strings.walletConnectViews),
  'zh-CN': () =>
    import('../../i18n/zh-CN/walletConnectViews').then((strings) => strings.walletConnectViews),
  'zh-HK': () =>
    import('../../i18n/zh-HK/walletConnectViews').then((strings) => strings.walletConnectViews),
  'zh-TW': () =>
    import('../../i18n/zh-TW/walletConnectViews').then((strings) => strings.walletConnectViews),
}
