import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSpecs } from './readSpecs'
import { dealSpecs, expectedSeconds, sumDurations, testDuration } from './specDurations'

describe('specDurations', () => {
  it("reads a finished test's file and seconds from a list-reporter line, in s, ms or m", () => {
    expect(testDuration('  ✓   1 tests/account.spec.ts:24:1 › the Tokens tab (5.5s)')).toEqual({
      file: 'tests/account.spec.ts',
      seconds: 5.5,
    })
    expect(testDuration('  ✘  12 tests/a.spec.ts:3:1 › fails (850ms)')?.seconds).toBeCloseTo(0.85)
    expect(testDuration('  ✓  2 tests/a.spec.ts:3:1 › a (b) (1.2m)')?.seconds).toBeCloseTo(72)
    expect(testDuration('Running 54 tests using 1 worker')).toBeUndefined()
    expect(testDuration('  -   3 tests/a.spec.ts:9:1 › skipped')).toBeUndefined()
  })

  it('sums each file over its tests, to a tenth of a second', () => {
    expect(
      sumDurations([
        '  ✓   1 tests/b.spec.ts:1:1 › one (1.04s)',
        'noise',
        '  ✓   2 tests/a.spec.ts:1:1 › two (500ms)',
        '  ✓   3 tests/b.spec.ts:9:1 › three (2.1s)',
      ]),
    ).toEqual({ 'tests/a.spec.ts': 0.5, 'tests/b.spec.ts': 3.1 })
  })

  it('estimates a spec with no recorded time from the average per test', () => {
    const expected = expectedSeconds(
      [
        { file: 'a', tests: 2 },
        { file: 'b', tests: 1 },
        { file: 'new', tests: 3 },
      ],
      { a: 8, b: 4 },
    )
    expect(expected.get('new')).toBe(12)
    expect(expected.get('a')).toBe(8)
  })

  it('deals by time, not by test count, and keeps every file once', () => {
    const specs = [
      { file: 'slow', tests: 1 },
      { file: 'many', tests: 6 },
      { file: 'x', tests: 2 },
      { file: 'y', tests: 2 },
    ]
    const shards = dealSpecs(specs, { slow: 30, many: 12, x: 10, y: 9 }, 2)
    expect(shards).toEqual([['slow'], ['many', 'x', 'y']])
    // By count the 6-test file would have been alone.
    expect(dealSpecs(specs, {}, 2)).toEqual([['many'], ['slow', 'x', 'y']])
    expect(dealSpecs(specs.slice(0, 1), {}, 2)).toEqual([['slow']])
  })
})

describe('readSpecs', () => {
  it('marks the specs that say they need the bundler, and only those', () => {
    const specs = readSpecs(join(import.meta.dirname, 'tests'))
    const of = (file: string) => specs.find((spec) => spec.file === file)
    expect(of('tests/smartAccount.spec.ts')).toMatchObject({ bundler: true, tests: 2 })
    expect(of('tests/connect.spec.ts')?.bundler).toBe(false)
    expect(specs.every((spec) => spec.file.endsWith('.spec.ts'))).toBe(true)
  })
})
