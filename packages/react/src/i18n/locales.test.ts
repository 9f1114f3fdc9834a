import { describe, expect, it } from 'vitest'
import { en as siteEnglish } from '../../../../apps/secure-site/src/i18n/siteMessages'
import { en as mailEnglish } from '../../../server/src/modules/auth/authMailTexts'
import { allowedEnglish } from './allowedEnglish'
import { en } from './en'
import type { LocaleCatalogue } from './LocaleCatalogue'
import { locales } from './locales'

/** Every feature folder's English (`views/<feature>/views.ts` exports `english`, keyed by feature). */
const viewModules = import.meta.glob<{ english?: Record<string, object> }>('../views/*/views.ts', {
  eager: true,
})
/** Every feature folder's strings by locale (`views/<feature>/locales.ts`). */
const localeModules = import.meta.glob<{
  translations?: Record<string, () => Promise<object>>
}>('../views/*/locales.ts', { eager: true })

const folderOf = (path: string) => path.split('/')[2] ?? path

/**
 * The features an app lists, found by themselves: each feature whose English is not in `en` (the strings every
 * app has, which each locale's own catalogue holds), with its folder and its `locales.ts` lines.
 */
const listed = Object.entries(viewModules).flatMap(([path, module]) =>
  Object.entries(module.english ?? {})
    .filter(([feature]) => !(feature in en))
    .map(([feature, strings]) => ({
      feature,
      folder: folderOf(path),
      strings,
      byTag: localeModules[path.replace(/views\.ts$/, 'locales.ts')]?.translations ?? {},
    })),
)

/** Each listed feature's strings by locale. */
const features: Record<string, Record<string, () => Promise<object>>> = Object.fromEntries(
  listed.map(({ feature, byTag }) => [feature, byTag]),
)

/** Every string of every feature, in English: what each locale must translate. */
const english: Record<string, unknown> = {
  ...en,
  ...Object.fromEntries(listed.map(({ feature, strings }) => [feature, strings])),
}

/** A string function's arguments, marked so the check sees where each lands in the text. */
const marks = ['⟦0⟧', '⟦1⟧', '⟦2⟧']

const pluralCategories = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other'])

/** A count's texts by plural category (`Plural`): a locale has its own language's categories. */
const isPlural = (group: object) =>
  'other' in group && Object.keys(group).every((key) => pluralCategories.has(key))

/**
 * Each string of a catalogue by its path (`account.tabs.nfts`), a function as the text it makes of `marks`; a
 * plural's texts by category in `plurals`, its `other` among the strings.
 */
function leaves(
  group: unknown,
  prefix = '',
  plurals = new Map<string, Record<string, string>>(),
): Map<string, string> & { plurals: typeof plurals } {
  const found = Object.assign(new Map<string, string>(), { plurals })
  for (const [key, value] of Object.entries(group as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'function') found.set(path, String(value(...marks)))
    else if (typeof value === 'string') found.set(path, value)
    else if (isPlural(value as object)) {
      const texts = value as { other: string }
      plurals.set(path, texts)
      found.set(`${path}.other`, texts.other)
    } else for (const [inner, text] of leaves(value, path, plurals)) found.set(inner, text)
  }
  return found
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\w+\}|⟦\d⟧/g)].map(([placeholder]) => placeholder).sort()

async function complete(tag: string, catalogue: LocaleCatalogue): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    Object.entries(features).map(async ([name, byTag]) => {
      const load = byTag[tag]
      return [name, load ? await load() : {}] as const
    }),
  )
  return { ...catalogue.messages, ...Object.fromEntries(parts) }
}

// A listed feature has a line for each locale, and none for a locale that does not exist.
it('every listed feature has the strings of every locale', () => {
  // The check would hold vacuously if it found no feature: the glob must see the views folders.
  expect(listed.map(({ feature }) => feature)).toContain('send')
  const tags = Object.keys(locales)
  const missing = listed.flatMap(({ feature, folder, byTag }) =>
    tags
      .filter((tag) => !(tag in byTag))
      .map((tag) => `${feature} has no ${tag} strings in views/${folder}/locales.ts`),
  )
  const unknown = listed.flatMap(({ feature, folder, byTag }) =>
    Object.keys(byTag)
      .filter((tag) => !tags.includes(tag))
      .map(
        (tag) =>
          `${feature} has ${tag} strings in views/${folder}/locales.ts, not a locale of i18n/locales.ts`,
      ),
  )
  expect([...missing, ...unknown]).toEqual([])
})

const englishLeaves = leaves(english)

// behaviour.md §20: every locale has every key, with the same placeholders, and no English text but the allowed.
describe.each(Object.keys(locales))('locale %s', (tag) => {
  it('has every string, with the same placeholders, and only these', async () => {
    const load = locales[tag]
    if (!load) throw new Error(`No loader for ${tag}`)
    const translated = leaves(await complete(tag, await load()))
    expect([...translated.keys()].sort()).toEqual([...englishLeaves.keys()].sort())
    for (const [path, text] of englishLeaves)
      expect({ path, placeholders: placeholders(translated.get(path) ?? '') }).toEqual({
        path,
        placeholders: placeholders(text),
      })
    // A plural has `other` and only categories the language has; `other` has English's placeholders, and another
    // category no more of them (Arabic's `one` and `two` say the number in words: "تأكيدان").
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories
    for (const [path, texts] of translated.plurals) {
      const expected = placeholders(englishLeaves.get(`${path}.other`) ?? '')
      for (const [category, text] of Object.entries(texts)) {
        const known = categories.includes(category as Intl.LDMLPluralRule)
        expect({ path, category, known }).toEqual({ path, category, known: true })
        const found = placeholders(text)
        const fits =
          category === 'other'
            ? found.join() === expected.join()
            : found.every((placeholder) => expected.includes(placeholder))
        expect({ path, category, found, fits }).toEqual({ path, category, found, fits: true })
      }
    }
  })

  it('is named by its tag and holds no English outside the allowed list', async () => {
    const catalogue = await (locales[tag] as () => Promise<LocaleCatalogue>)()
    expect(catalogue.messages.locale).toBe(tag)
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag])
    const translated = leaves(await complete(tag, catalogue))
    const sameAsEnglish = new Set(catalogue.sameAsEnglish)
    const untranslated = [...englishLeaves]
      .filter(([path, text]) => translated.get(path) === text)
      // Nothing to translate: only placeholders and punctuation.
      .filter(([, text]) => /\p{L}/u.test(text.replace(/⟦\d⟧|\{\w+\}/g, '')))
      .filter(([path, text]) => !allowedEnglish.has(text) && !sameAsEnglish.has(path))
      .map(([path]) => path)
    expect(untranslated).toEqual([])
    // Each word said to be the same in this language still is: the list stays true as English changes.
    const stale = catalogue.sameAsEnglish.filter(
      (path) => translated.get(path) !== englishLeaves.get(path),
    )
    expect(stale).toEqual([])
  })
})

/**
 * The catalogues beyond the modal (docs/locales.md): the secure site's screens and Latch's e-mails, in the modal's
 * languages. Each locale file has every string of English with the same placeholders, says it in its language
 * (`locale`), and keeps no English string but the words its `sameAsEnglish` lists.
 */
const siteModules = import.meta.glob<{ messages: object; sameAsEnglish?: readonly string[] }>(
  '../../../../apps/secure-site/src/i18n/locales/*.ts',
  { eager: true },
)
const mailModules = import.meta.glob<{ texts: object; sameAsEnglish?: readonly string[] }>(
  '../../../server/src/modules/auth/mailTexts/*.ts',
  { eager: true },
)
const byFileName = <Module>(modules: Record<string, Module>) =>
  Object.fromEntries(
    Object.entries(modules).map(([path, module]) => [path.replace(/^.*\/(.+)\.ts$/, '$1'), module]),
  )
const beyond = [
  {
    name: 'the secure site',
    english: siteEnglish,
    byTag: byFileName(siteModules),
  },
  {
    name: 'the e-mails',
    english: mailEnglish,
    byTag: Object.fromEntries(
      Object.entries(byFileName(mailModules)).map(([tag, { texts, sameAsEnglish }]) => [
        tag,
        { messages: texts, sameAsEnglish },
      ]),
    ),
  },
] as {
  name: string
  english: object
  byTag: Record<string, { messages: object; sameAsEnglish?: readonly string[] }>
}[]

describe.each(beyond)('$name', ({ english: englishTexts, byTag }) => {
  const expected = leaves(englishTexts)

  it('has the modal’s locales, no more and no fewer', () => {
    expect(Object.keys(byTag).sort()).toEqual(Object.keys(locales).sort())
  })

  it.each(Object.keys(locales))('says every string in %s, with the same placeholders', (tag) => {
    const locale = byTag[tag]
    if (!locale) throw new Error(`No ${tag}`)
    const translated = leaves(locale.messages)
    expect([...translated.keys()].sort()).toEqual([...expected.keys()].sort())
    expect(translated.get('locale')).toBe(tag)
    for (const [path, text] of expected)
      expect({ path, placeholders: placeholders(translated.get(path) ?? '') }).toEqual({
        path,
        placeholders: placeholders(text),
      })
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories
    for (const [path, texts] of translated.plurals) {
      const other = placeholders(expected.get(`${path}.other`) ?? '')
      for (const [category, text] of Object.entries(texts)) {
        const known = categories.includes(category as Intl.LDMLPluralRule)
        const fits =
          category === 'other'
            ? placeholders(text).join() === other.join()
            : placeholders(text).every((placeholder) => other.includes(placeholder))
        expect({ path, category, known, fits }).toEqual({ path, category, known: true, fits: true })
      }
    }
    const sameAsEnglish = new Set(locale.sameAsEnglish)
    const untranslated = [...expected]
      .filter(([path, text]) => path !== 'locale' && translated.get(path) === text)
      .filter(([, text]) => /\p{L}/u.test(text.replace(/⟦\d⟧|\{\w+\}/g, '')))
      .filter(([path, text]) => !allowedEnglish.has(text) && !sameAsEnglish.has(path))
      .map(([path]) => path)
    expect(untranslated).toEqual([])
    expect(
      [...sameAsEnglish].filter((path) => translated.get(path) !== expected.get(path)),
    ).toEqual([])
  })
})
