import type { LocaleCatalogue } from './LocaleCatalogue'

/**
 * Every locale besides English (docs/locales.md), each a chunk of its own that loads only for a visitor who reads
 * it. This map is a chunk too (`loadLocale.ts` imports it lazily), so an English-only app's first paint holds none
 * of it. One line per locale, in alphabetical order.
 */
export const locales: Record<string, () => Promise<LocaleCatalogue>> = {
  ar: () => import('./ar/index').then((locale) => locale.catalogue),
  de: () => import('./de/index').then((locale) => locale.catalogue),
  'es-419': () => import('./es-419/index').then((locale) => locale.catalogue),
  fr: () => import('./fr/index').then((locale) => locale.catalogue),
  it: () => import('./it/index').then((locale) => locale.catalogue),
  ja: () => import('./ja/index').then((locale) => locale.catalogue),
  nl: () => import('./nl/index').then((locale) => locale.catalogue),
  pl: () => import('./pl/index').then((locale) => locale.catalogue),
  'pt-BR': () => import('./pt-BR/index').then((locale) => locale.catalogue),
}
