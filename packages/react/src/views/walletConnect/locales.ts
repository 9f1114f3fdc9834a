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
  fr: () =>
    import('../../i18n/fr/walletConnectViews').then((strings) => strings.walletConnectViews),
  it: () =>
    import('../../i18n/it/walletConnectViews').then((strings) => strings.walletConnectViews),
  ja: () =>
    import('../../i18n/ja/walletConnectViews').then((strings) => strings.walletConnectViews),
  nl: () =>
    import('../../i18n/nl/walletConnectViews').then((strings) => strings.walletConnectViews),
  pl: () =>
    import('../../i18n/pl/walletConnectViews').then((strings) => strings.walletConnectViews),
  'pt-BR': () =>
    import('../../i18n/pt-BR/walletConnectViews').then((strings) => strings.walletConnectViews),
}
