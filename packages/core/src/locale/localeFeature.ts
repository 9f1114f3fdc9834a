import type { LatchFeature } from '../LatchFeature'

export type LocaleSlice = {
  /**
   * The language the app asked for (behaviour.md §20): `'auto'` follows the visitor's browser, a BCP 47 tag
   * names one. The React package resolves it against the locales it has, falling back to English.
   */
  locale: string
}

/** The visitor's language, changeable at run time (`setLocale`) without a reload. */
export const localeFeature: LatchFeature<LocaleSlice> = {
  name: 'locale',
  initialState: (options) => ({ locale: options.locale ?? 'en' }),
}
