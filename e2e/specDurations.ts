/**
 * What the e2e's shards are dealt by (runShards.ts, docs/testing.md "The e2e's shards"): the seconds each spec file
 * took in a fully passing run, kept in `specDurations.json`. A spec it does not name yet counts as the recorded
 * average per test times its number of tests.
 */
export type SpecDurations = Record<string, number>

export interface Spec {
  /** `tests/x.spec.ts`, as Playwright prints it. */
  file: string
  /** Its `test(` calls (a loop of tests counts once: an estimate, for a spec with no recorded time). */
  tests: number
}

const units = { ms: 0.001, s: 1, m: 60 } as const

/**
 * A list-reporter line of a finished test, `  ✓  12 tests/x.spec.ts:24:1 › name (2.1s)` (or `(850ms)`, `(1.2m)`):
 * its spec file and seconds. Any other line (a skipped test has no time): undefined.
 */
export function testDuration(line: string): { file: string; seconds: number } | undefined {
  const match = line.match(/\s(tests\/\S+?\.spec\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/)
  if (!match) return undefined
  const [, file, amount, unit] = match as unknown as [string, string, string, keyof typeof units]
  return { file, seconds: Number(amount) * units[unit] }
}

/** The seconds per spec file of a run's finished tests (its list-reporter lines), to a tenth of a second. */
export function sumDurations(lines: Iterable<string>): SpecDurations {
  const sums: SpecDurations = {}
  for (const line of lines) {
    const test = testDuration(line)
    if (test) sums[test.file] = (sums[test.file] ?? 0) + test.seconds
  }
  return Object.fromEntries(
    Object.entries(sums)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, seconds]) => [file, Math.round(seconds * 10) / 10]),
  )
}

/** Each spec's expected seconds: its recorded time, or the recorded average per test times its tests. */
export function expectedSeconds(specs: Spec[], durations: SpecDurations): Map<string, number> {
  const recorded = specs.filter((spec) => durations[spec.file] !== undefined)
  const recordedTests = recorded.reduce((sum, spec) => sum + spec.tests, 0)
  const recordedSeconds = recorded.reduce((sum, spec) => sum + (durations[spec.file] ?? 0), 0)
  // Nothing recorded (no file, or none of these specs): every test counts alike, as the count-dealing did.
  const perTest = recordedTests > 0 ? recordedSeconds / recordedTests : 1
  return new Map(
    specs.map((spec) => [spec.file, durations[spec.file] ?? perTest * spec.tests] as const),
  )
}

/**
 * The spec files dealt into `count` shards of about the same expected time: the longest file first, into the
 * shard with the least so far (Playwright's own --shard keeps the files in order). A file's tests stay together,
 * in its shard; never more shards than files (an empty one would run every spec).
 */
export function dealSpecs(specs: Spec[], durations: SpecDurations, count: number): string[][] {
  const expected = expectedSeconds(specs, durations)
  const seconds = (file: string) => expected.get(file) ?? 0
  const ordered = [...specs].sort(
    (a, b) => seconds(b.file) - seconds(a.file) || a.file.localeCompare(b.file),
  )
  const bins = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }))
  for (const spec of ordered) {
    const lightest = bins.reduce((min, bin) => (bin.seconds < min.seconds ? bin : min))
    lightest.files.push(spec.file)
    lightest.seconds += seconds(spec.file)
  }
  return bins.filter((bin) => bin.files.length > 0).map((bin) => bin.files.sort())
}
