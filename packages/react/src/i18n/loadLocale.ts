import type { LatchFeature } from '@latch/core'
import { matchLocale } from '@latch/core/locale'
import { textDirection } from './textDirection'

/** A non-English locale, loaded: its tag and the strings of everything the app has. */
export type LoadedLocale = {
  tag: string
  dir: 'ltr' | 'rtl'
  messages: Record<string, unknown>
}

/**
 * Fetches the locale the visitor's languages (`requested`, in order) ask for, with the strings of the listed
 * features the app has (each from its registry chunk's `translations`), or resolves undefined for English
 * (behaviour.md §20). The locale table is a chunk of its own; so is each locale, and each listed feature's strings
 * in it.
 */
export async function loadLocale(
  requested: readonly string[],
  features: readonly LatchFeature[],
): Promise<LoadedLocale | undefined> {
  const { locales } = await import('./locales')
  const tag = matchLocale(requested, Object.keys(locales))
  const load = tag ? locales[tag] : undefined
  if (!tag || !load) return undefined
  const [catalogue, ...parts] = await Promise.all([
    load(),
    ...features.map(async (feature) => {
      const translation = (await feature.views?.())?.translations?.[tag]
      return translation ? [[feature.name, await translation()] as const] : []
    }),
  ])
  return {
    tag,
    dir: textDirection(tag),
    messages: { ...catalogue.messages, ...Object.fromEntries(parts.flat()) },
  }
}
