import type { FeatureTranslations } from '../../i18n/LocaleCatalogue'

/**
 * The feature's view strings in each locale but English (docs/locales.md), each a chunk of its own: only an app
 * that lists the feature has them, and a visitor fetches only the one of the locale shown (behaviour.md §20). One
 * line per locale, in alphabetical order.
 */
export const translations: FeatureTranslations<'profileWallets'> = {
  'es-419': () =>
    import('../../i18n/es-419/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  it: () =>
    import('../../i18n/it/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  nl: () =>
    import('../../i18n/nl/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  pl: () =>
    import('../../i18n/pl/profileWalletsViews').then((strings) => strings.profileWalletsViews),
  'pt-BR': () =>
    import('../../i18n/pt-BR/profileWalletsViews').then((strings) => strings.profileWalletsViews),
}
