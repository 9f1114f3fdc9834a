/**
 * Activity's group header (behaviour.md §20.5): a month and its year as `locale` writes them
 * (`Intl.DateTimeFormat`), in UTC as the groups are made (`groupTransactions`). `month` counts from 0.
 */
export function monthHeader(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month))
}
