import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'profileWallets'> = {
  ko: () =>
    import('../../i18n/ko/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  vi: () =>
    import('../../i18n/vi/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  'zh-CN': () =>
    import('../../i18n/zh-CN/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  'zh-HK': () =>
    import('../../i18n/zh-HK/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  'zh-TW': () =>
    import('../../i18n/zh-TW/profileWalletsViews').then((strings) => strings.profileWalletsViews),
}
