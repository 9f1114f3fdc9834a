import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'embeddedWallet'> = {
  ar: () =>
    import('../../i18n/ar/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  de: () =>
    import('../../i18n/de/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  'es-419': () =>
    import('../../i18n/es-419/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  fa: () =>
    import('../../i18n/fa/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  fr: () =>
    import('../../i18n/fr/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  he: () =>
    import('../../i18n/he/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  hi: () =>
    import('../../i18n/hi/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  id: () =>
    import('../../i18n/id/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  it: () =>
    import('../../i18n/it/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  ja: () =>
    import('../../i18n/ja/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  ko: () =>
    import('../../i18n/ko/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  ms: () =>
    import('../../i18n/ms/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  nl: () =>
    import('../../i18n/nl/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  pl: () =>
    import('../../i18n/pl/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  'pt-BR': () =>
    import('../../i18n/pt-BR/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  ru: () =>
    import('../../i18n/ru/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  th: () =>
    import('../../i18n/th/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  tr: () =>
    import('../../i18n/tr/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  uk: () =>
    import('../../i18n/uk/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  vi: () =>
    import('../../i18n/vi/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  'zh-CN': () =>
    import('../../i18n/zh-CN/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  'zh-HK': () =>
    import('../../i18n/zh-HK/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  'zh-TW': () =>
    import('../../i18n/zh-TW/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
}
