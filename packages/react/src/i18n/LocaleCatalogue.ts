import type { en, ViewMessages } from './en'

/** The features an app lists: a locale's strings for them load only for an app that lists them. */
export type ListedFeature = Exclude<keyof ViewMessages, keyof typeof en>

/**
 * One locale (a folder of `i18n/` mirroring `en/`, behaviour.md §20, docs/locales.md): the strings every app
 * shows, in the locale's chunk, and a loader per listed feature, each its own chunk.
 */
export type LocaleCatalogue = {
  messages: typeof en
  features: { [Feature in ListedFeature]: () => Promise<ViewMessages[Feature]> }
  /**
   * The catalogue paths (`'account.tabs.nfts'`) whose text is the English one in this language too (a loanword
   * such as "Swap" in German); the check in `locales.test.ts` refuses any other English string.
   */
  sameAsEnglish: readonly string[]
}
