import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'profileWallets'> = {
  id: () =>
    import('../../i18n/id/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  ms: () =>
    import('../../i18n/ms/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  ru: () =>
    import('../../i18n/ru/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  tr: () =>
    import('../../i18n/tr/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  uk: () =>
    import('../../i18n/uk/profileWalletsViews').then((strings) => strings.profileWalletsViews),
}
