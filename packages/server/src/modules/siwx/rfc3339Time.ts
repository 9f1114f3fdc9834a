/** RFC 3339 `date-time`, strictly (the Date parser alone accepts far more). */
const rfc3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The time an RFC 3339 `date-time` names, or undefined for any other text. */
export function rfc3339Time(value: string): Date | undefined {
  const match = rfc3339.exec(value)
  if (!match) return undefined
  const [year, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[]
  if (
    month === undefined ||
    month < 1 ||
    month > 12 ||
    day === undefined ||
    day < 1 ||
    day > daysIn(year as number, month) ||
    (hour as number) > 23 ||
    (minute as number) > 59 ||
    (second as number) > 59 ||
    offsetHour > 23 ||
    offsetMinute > 59
  )
    return undefined
  const time = new Date(value)
  return Number.isNaN(time.getTime()) ? undefined : time
}
