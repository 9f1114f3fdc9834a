import { describe, expect, it } from 'vitest'
import { matchLocale } from './matchLocale'

const available = ['de', 'es-419', 'fr', 'pt-BR', 'zh-CN', 'zh-HK', 'zh-TW']

// behaviour.md §20: the visitor's languages, in order, against the locales Latch has.
describe('matchLocale', () => {
  it.each([
    [['fr-CA'], 'fr'],
    [['es-ES'], 'es-419'],
    [['pt-PT'], 'pt-BR'],
    [['zh'], 'zh-CN'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-MO'], 'zh-HK'],
    [['sv', 'de-AT'], 'de'],
    [['en-GB', 'fr'], undefined],
    [['sv'], undefined],
    [['not a tag', 'fr'], 'fr'],
  ])('%j → %s', (requested, expected) => {
    expect(matchLocale(requested, available)).toBe(expected)
  })
})
