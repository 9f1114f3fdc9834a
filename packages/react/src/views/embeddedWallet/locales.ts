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
  fa: () =>
    import('../../i18n/fa/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  fr: () =>
    import('../../i18n/fr/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
  he: () =>
  hi: () =>
  id: () =>
    import('../../i18n/he/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/hi/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/id/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/ja/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/ko/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/ms/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/ru/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/th/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/tr/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/uk/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/vi/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/zh-CN/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/zh-HK/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
    import('../../i18n/zh-TW/embeddedWalletViews').then((strings) => strings.embeddedWalletViews),
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
