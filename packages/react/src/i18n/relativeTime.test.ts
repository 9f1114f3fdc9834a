import { expect, it } from 'vitest'
import { relativeTime } from './relativeTime'

const now = Date.UTC(2026, 2, 12, 12, 0, 0)
const ago = (seconds: number) => new Date(now - seconds * 1000)

// behaviour.md §20: Activity's times, as the visitor's language says them.
it('says how long ago, up to a week, then the date', () => {
  expect(
    [ago(0), ago(45), ago(120), ago(3 * 3600), ago(86_400), ago(3 * 86_400)].map((time) =>
      relativeTime(time, now, 'en'),
    ),
  ).toEqual(['now', '45 seconds ago', '2 minutes ago', '3 hours ago', 'yesterday', '3 days ago'])
  expect(relativeTime(ago(120), now, 'fr')).toBe('il y a 2 minutes')
  expect(relativeTime(ago(120), now, 'de')).toBe('vor 2 Minuten')
  expect(relativeTime(ago(30 * 86_400), now, 'en')).toBe('Feb 10')
})
