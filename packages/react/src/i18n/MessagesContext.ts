import { createContext, useContext } from 'react'
import type { Messages } from './en'
import { enFrame, type FrameMessages } from './en/frame'

/**
 * What a locale's chunk adds to the catalogue it shows (behaviour.md §20), absent for English, so the first paint
 * needs no locale code (§20.2).
 */
export type ShownLocale = {
  /** The BCP 47 tag of the locale shown: the dialog's `lang`. */
  tag?: string
  /** `'rtl'` for Arabic, Persian and Hebrew: the dialog lays out mirrored. */
  dir?: 'ltr' | 'rtl'
  /** Writes a decimal string as the locale does (`formatAmount` for its tag); English's is `formatBalance`. */
  format?: (numeric: string, fractionDigits?: number) => string
}

/**
 * The catalogue shown: the app's (`<LatchProvider messages>`) or a locale's; undefined for English; null while the
 * first language other than English loads, which the dialog waits for (behaviour.md §20).
 */
export const MessagesContext = createContext<(Messages & ShownLocale) | null | undefined>(undefined)

/** The strings of the buttons and the dialog's frame: the app's catalogue, or English. */
export function useMessages(): FrameMessages & ShownLocale {
  return useContext(MessagesContext) ?? enFrame
}
