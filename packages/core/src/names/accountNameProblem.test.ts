import { expect, it } from 'vitest'
import { accountNameProblem } from './accountNameProblem'

it('says why a typed label is no name (behaviour.md §5), before any request', () => {
  expect(accountNameProblem('')).toBe('empty')
  expect(accountNameProblem('abc')).toBe('tooShort')
  expect(accountNameProblem('al_ice')).toBe('characters')
  expect(accountNameProblem('al.ice')).toBe('characters')
  expect(accountNameProblem('аlice')).toBe('characters') // Cyrillic а
  expect(accountNameProblem('xn--80ak6aa92e')).toBe('characters')
  expect(accountNameProblem('a'.repeat(64))).toBe('tooLong')
  expect(accountNameProblem('alice-test')).toBeUndefined()
  expect(accountNameProblem('Al1ce')).toBeUndefined()
})
