import type { ViewMessages } from './en'
import type { ListedFeature } from './LocaleCatalogue'
import { matchLocale } from './matchLocale'

/** A non-English locale, loaded: its tag and the strings of everything the app has. */
export type LoadedLocale = {
  tag: string
  messages: Record<string, unknown>
}

/**
 * Fetches the locale the visitor's languages (`requested`, in order) ask for, with the strings of the listed
 * features the app has (`features`, by name), or resolves undefined for English (behaviour.md §20). The locale
 * table is a chunk of its own; so is each locale, and each of its listed features' strings.
 */
export async function loadLocale(
  requested: readonly string[],
  features: readonly string[],
): Promise<LoadedLocale | undefined> {
  const { locales } = await import('./locales')
  const tag = matchLocale(requested, Object.keys(locales))
  const load = tag ? locales[tag] : undefined
  if (!tag || !load) return undefined
  const catalogue = await load()
  const listed = Object.keys(catalogue.features).filter((name) => features.includes(name))
  const parts = await Promise.all(
    listed.map(async (name) => {
      const strings: ViewMessages[ListedFeature] = await catalogue.features[name as ListedFeature]()
      return [name, strings] as const
    }),
  )
  return { tag, messages: { ...catalogue.messages, ...Object.fromEntries(parts) } }
}
