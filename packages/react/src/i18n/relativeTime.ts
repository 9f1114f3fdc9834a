const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
]

/**
 * When `time` was, said relative to `now` in `locale` ("2 minutes ago", "il y a 2 minutes", behaviour.md §20), up
 * to a week back; older, or in the future beyond a minute, as the date ("12 Mar").
 */
export function relativeTime(time: Date, now: number, locale: string): string {
  let amount = (time.getTime() - now) / 1000
  if (amount <= 60 && amount > -7 * 24 * 3600) {
    const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    for (const [unit, size] of units) {
      if (Math.abs(amount) < size) return format.format(Math.trunc(amount), unit)
      amount /= size
    }
  }
  return time.toLocaleDateString(locale, { day: 'numeric', month: 'short' })
}
