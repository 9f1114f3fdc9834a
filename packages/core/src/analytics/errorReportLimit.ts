/** Error reports a page sends at most in a minute (spec §7). */
export const ERROR_REPORTS_PER_MINUTE = 5

/**
 * A page's error reports: at most `ERROR_REPORTS_PER_MINUTE` in any 60 s (a sliding window on the injected clock);
 * those past it are dropped, not delayed.
 */
export function createErrorReportLimit(now: () => number, perMinute = ERROR_REPORTS_PER_MINUTE) {
  const sent: number[] = []
  return (): boolean => {
    const at = now()
    while (sent.length && (sent[0] as number) <= at - 60_000) sent.shift()
    if (sent.length >= perMinute) return false
    sent.push(at)
    return true
  }
}
