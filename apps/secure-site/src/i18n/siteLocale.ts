import { matchLocale } from '@latch/core/locale'
import { siteLocales } from './siteLocales'
import { en, type SiteMessages } from './siteMessages'

/** The language the secure site shows: its tag, direction and words. */
export type SiteLocale = { tag: string; dir: 'ltr' | 'rtl'; messages: SiteMessages }

export const englishSite: SiteLocale = { tag: 'en', dir: 'ltr', messages: en }

/**
 * The locale the secure site speaks (behaviour.md §20): the app's (SYNC_DAPP_DATA's `locale`), or, for `'auto'`,
 * this browser's languages, which are the visitor's as the app sees them; matched as the modal matches
 * (`matchLocale`: `fr-CA` reads `fr`, `zh-MO` `zh-HK`). Undefined for English, or a language it has none of.
 */
export function siteLocaleTag(
  requested: string | undefined,
  languages: readonly string[],
): string | undefined {
  const asked = requested === 'auto' ? languages : requested ? [requested] : []
  return matchLocale(asked, Object.keys(siteLocales))
}

/** The secure site's words in `tag` (a chunk of its own), or English for none or a failed fetch. */
export async function loadSiteLocale(tag: string | undefined): Promise<SiteLocale> {
  const load = tag ? siteLocales[tag] : undefined
  if (!tag || !load) return englishSite
  const messages = await load().catch(() => undefined)
  if (!messages) return englishSite
  return {
    tag,
    messages,
    dir: ['ar', 'fa', 'he'].includes(tag.split('-')[0] ?? '') ? 'rtl' : 'ltr',
  }
}
