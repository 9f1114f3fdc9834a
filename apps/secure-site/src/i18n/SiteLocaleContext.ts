import { createContext } from 'react'
import { englishSite } from './siteLocale'

/** The secure site's language, as the app last synced it (behaviour.md §20); English before. */
export const SiteLocaleContext = createContext(englishSite)
