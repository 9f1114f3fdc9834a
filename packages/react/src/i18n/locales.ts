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
  fa: () => import('./fa/index').then((locale) => locale.catalogue),
  fr: () => import('./fr/index').then((locale) => locale.catalogue),
  he: () => import('./he/index').then((locale) => locale.catalogue),
  hi: () => import('./hi/index').then((locale) => locale.catalogue),
  id: () => import('./id/index').then((locale) => locale.catalogue),
  it: () => import('./it/index').then((locale) => locale.catalogue),
  ja: () => import('./ja/index').then((locale) => locale.catalogue),
  ko: () => import('./ko/index').then((locale) => locale.catalogue),
  ms: () => import('./ms/index').then((locale) => locale.catalogue),
  nl: () => import('./nl/index').then((locale) => locale.catalogue),
  pl: () => import('./pl/index').then((locale) => locale.catalogue),
  'pt-BR': () => import('./pt-BR/index').then((locale) => locale.catalogue),
  ru: () => import('./ru/index').then((locale) => locale.catalogue),
  th: () => import('./th/index').then((locale) => locale.catalogue),
  tr: () => import('./tr/index').then((locale) => locale.catalogue),
  uk: () => import('./uk/index').then((locale) => locale.catalogue),
  vi: () => import('./vi/index').then((locale) => locale.catalogue),
  'zh-CN': () => import('./zh-CN/index').then((locale) => locale.catalogue),
  'zh-HK': () => import('./zh-HK/index').then((locale) => locale.catalogue),
  'zh-TW': () => import('./zh-TW/index').then((locale) => locale.catalogue),
}
