import { expect, it } from 'vitest'
import { siteLocale } from './siteMessages'

// behaviour.md §20: the secure site follows the app's language; 'auto' reads the same browser.
it('follows the app, or the browser for auto, and falls back to English', () => {
  expect(siteLocale('de', ['en-US']).messages.approve).toBe('Bestätigen')
  expect(siteLocale('auto', ['ja-JP', 'en']).tag).toBe('ja-JP')
  expect(siteLocale('ar', []).dir).toBe('rtl')
  expect(siteLocale('sv', ['de']).tag).toBe('en')
  expect(siteLocale('not a tag!', []).tag).toBe('en')
  expect(siteLocale(undefined, ['fr']).messages.approve).toBe('Approve')
})
