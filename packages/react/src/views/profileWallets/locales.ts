import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'profileWallets'> = {
  fa: () =>
    import('../../i18n/fa/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  he: () =>
    import('../../i18n/he/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  hi: () =>
    import('../../i18n/hi/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  th: () =>
    import('../../i18n/th/profileWalletsViews').then((strings) => strings.profileWalletsViews),
}
