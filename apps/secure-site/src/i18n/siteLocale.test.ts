import { expect, it } from 'vitest'
import { loadSiteLocale, siteLocaleTag } from './siteLocale'

// behaviour.md §20: the secure site follows the app's language; 'auto' reads the same browser.
it('follows the app, or the browser for auto, and falls back to English', async () => {
  expect(siteLocaleTag('de', ['en-US'])).toBe('de')
  expect(siteLocaleTag('auto', ['ja-JP', 'en'])).toBe('ja')
  expect(siteLocaleTag('zh-MO', [])).toBe('zh-HK')
  expect(siteLocaleTag('pt', [])).toBe('pt-BR')
  expect(siteLocaleTag('sv', ['de'])).toBeUndefined()
  expect(siteLocaleTag('not a tag!', [])).toBeUndefined()
  expect(siteLocaleTag(undefined, ['fr'])).toBeUndefined()
  expect((await loadSiteLocale('de')).messages.approve).toBe('Bestätigen')
  expect(await loadSiteLocale('he')).toMatchObject({ tag: 'he', dir: 'rtl' })
  expect((await loadSiteLocale(undefined)).messages.approve).toBe('Approve')
})
