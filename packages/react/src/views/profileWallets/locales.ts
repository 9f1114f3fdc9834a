import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'profileWallets'> = {
  ar: () =>
    import('../../i18n/ar/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  de: () =>
    import('../../i18n/de/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  'es-419': () =>
    import('../../i18n/es-419/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  fa: () =>
    import('../../i18n/fa/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  fr: () =>
    import('../../i18n/fr/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  he: () =>
    import('../../i18n/he/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  hi: () =>
    import('../../i18n/hi/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  id: () =>
    import('../../i18n/id/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  it: () =>
    import('../../i18n/it/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  ja: () =>
    import('../../i18n/ja/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  ko: () =>
    import('../../i18n/ko/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  ms: () =>
    import('../../i18n/ms/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  nl: () =>
    import('../../i18n/nl/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  pl: () =>
    import('../../i18n/pl/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  'pt-BR': () =>
    import('../../i18n/pt-BR/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  ru: () =>
    import('../../i18n/ru/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  th: () =>
    import('../../i18n/th/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  tr: () =>
    import('../../i18n/tr/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  uk: () =>
    import('../../i18n/uk/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  vi: () =>
    import('../../i18n/vi/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  'zh-CN': () =>
    import('../../i18n/zh-CN/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  'zh-HK': () =>
    import('../../i18n/zh-HK/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  'zh-TW': () =>
    import('../../i18n/zh-TW/profileWalletsViews').then((strings) => strings.profileWalletsViews),
}
