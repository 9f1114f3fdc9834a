import { createContext } from 'react'

/** The language the modal shows (behaviour.md §20), once resolved. */
export type ShownLocale = {
  /** The BCP 47 tag of the strings shown (`'en'` for English): what `Intl` formats with. */
  tag: string
  /** `'rtl'` for Arabic, Persian and Hebrew: the dialog lays out mirrored. */
  dir: 'ltr' | 'rtl'
  /** False while the locale asked for is still loading before its first use: the modal waits for it. */
  ready: boolean
  /**
   * Writes a decimal string as the locale does (`formatAmount` for its tag), from the locale's chunk; absent for
   * English, which the first paint's `formatBalance` writes (behaviour.md §20.2).
   */
  format?: (numeric: string, fractionDigits?: number) => string
}

export const englishLocale: ShownLocale = { tag: 'en', dir: 'ltr', ready: true }

export const LocaleContext = createContext<ShownLocale>(englishLocale)
