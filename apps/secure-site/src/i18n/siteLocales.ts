import type { SiteMessages } from './siteMessages'

/**
 * The secure site's languages besides English (the modal's, docs/locales.md), each a chunk of its own that loads
 * only for a visitor who reads it. One line per locale, in alphabetical order.
 */
export const siteLocales: Record<string, () => Promise<SiteMessages>> = {
  ar: () => import('./locales/ar').then((locale) => locale.messages),
  de: () => import('./locales/de').then((locale) => locale.messages),
  'es-419': () => import('./locales/es-419').then((locale) => locale.messages),
  fa: () => import('./locales/fa').then((locale) => locale.messages),
  fr: () => import('./locales/fr').then((locale) => locale.messages),
  he: () => import('./locales/he').then((locale) => locale.messages),
  hi: () => import('./locales/hi').then((locale) => locale.messages),
  id: () => import('./locales/id').then((locale) => locale.messages),
  it: () => import('./locales/it').then((locale) => locale.messages),
  ja: () => import('./locales/ja').then((locale) => locale.messages),
  ko: () => import('./locales/ko').then((locale) => locale.messages),
  ms: () => import('./locales/ms').then((locale) => locale.messages),
  nl: () => import('./locales/nl').then((locale) => locale.messages),
  pl: () => import('./locales/pl').then((locale) => locale.messages),
  'pt-BR': () => import('./locales/pt-BR').then((locale) => locale.messages),
  ru: () => import('./locales/ru').then((locale) => locale.messages),
  th: () => import('./locales/th').then((locale) => locale.messages),
  tr: () => import('./locales/tr').then((locale) => locale.messages),
  uk: () => import('./locales/uk').then((locale) => locale.messages),
  vi: () => import('./locales/vi').then((locale) => locale.messages),
  'zh-CN': () => import('./locales/zh-CN').then((locale) => locale.messages),
  'zh-HK': () => import('./locales/zh-HK').then((locale) => locale.messages),
  'zh-TW': () => import('./locales/zh-TW').then((locale) => locale.messages),
}
