import type { en, ViewMessages } from './en'

/** The features an app lists: a locale's strings for them load only for an app that lists them. */
export type ListedFeature = Exclude<keyof ViewMessages, keyof typeof en>

/**
 * One locale (a folder of `i18n/` mirroring `en/`, behaviour.md §20, docs/locales.md): the strings every app
 * shows, in the locale's chunk. A listed feature's strings in the locale load through the feature's own
 * `views/<feature>/locales.ts` (`FeatureTranslations`), so an app that does not list it has none of them.
 */
export type LocaleCatalogue = {
  messages: typeof en
  /**
   * The catalogue paths (`'account.tabs.nfts'`) whose text is the English one in this language too (a loanword
   * such as "Max" in German); the check in `locales.test.ts` refuses any other English string.
   */
  sameAsEnglish: readonly string[]
}

/** A listed feature's view strings by locale tag, each loaded as its own chunk. */
export type FeatureTranslations<Feature extends ListedFeature> = Record<
  string,
  () => Promise<ViewMessages[Feature]>
>
