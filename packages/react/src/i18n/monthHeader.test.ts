import { expect, it } from 'vitest'
import { monthHeader } from './monthHeader'

// behaviour.md §20.5: Activity's month and year headers, as each language writes them.
it('names the month and year in the locale shown', () => {
  expect(monthHeader(2026, 10, 'en')).toBe('November 2026')
  expect(monthHeader(2026, 10, 'fr')).toBe('novembre 2026')
  expect(monthHeader(2026, 0, 'de')).toBe('Januar 2026')
  expect(monthHeader(2026, 10, 'ja')).toBe('2026年11月')
  expect(monthHeader(2026, 10, 'zh-TW')).toBe('2026年11月')
  expect(monthHeader(2026, 10, 'ar')).toMatch(/^نوفمبر (2026|٢٠٢٦)$/)
  expect(monthHeader(2026, 10, 'he')).toBe('נובמבר 2026')
})

// The groups are UTC months: a month's first instant is still that month west of Greenwich, where it is the
// evening before.
it('reads the month in UTC, whatever the machine’s time zone', () => {
  const zone = process.env.TZ
  process.env.TZ = 'America/Los_Angeles'
  try {
    expect(new Date(Date.UTC(2026, 0)).getMonth()).toBe(11)
    expect(monthHeader(2026, 0, 'fr')).toBe('janvier 2026')
    expect(monthHeader(2026, 0, 'ja')).toBe('2026年1月')
  } finally {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  }
})
