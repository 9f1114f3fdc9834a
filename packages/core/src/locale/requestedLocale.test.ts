import { expect, it } from 'vitest'
import { createTestLatch } from '../testing/createTestLatch'
import { requestedLocale } from './requestedLocale'
import { setLocale } from './setLocale'

// behaviour.md §20: the option, then the last setLocale; English when the app names none.
it('reads the language asked for: English, the option, then setLocale', () => {
  expect(requestedLocale(createTestLatch().latch)).toBe('en')
  const { latch } = createTestLatch({ options: { locale: 'auto' } })
  expect(requestedLocale(latch)).toBe('auto')
  setLocale(latch, 'PT-br')
  expect(requestedLocale(latch)).toBe('pt-BR')
  expect(() => setLocale(latch, 'not a tag!')).toThrow(RangeError)
  expect(requestedLocale(latch)).toBe('pt-BR')
})
