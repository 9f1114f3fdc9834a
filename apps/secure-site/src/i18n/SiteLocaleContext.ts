import { createContext } from 'react'
import { siteLocale } from './siteMessages'

/** The secure site's language, as the app last synced it (behaviour.md §20); English before. */
export const SiteLocaleContext = createContext(siteLocale(undefined, []))
