import { describe, expect, it } from 'vitest'
import { formatBaseUnits } from './formatBaseUnits'

describe('formatBaseUnits', () => {
  it('writes lamports as SOL, exactly and without trailing zeros', () => {
    expect(formatBaseUnits(0n, 9)).toBe('0')
    expect(formatBaseUnits(1n, 9)).toBe('0.000000001')
    expect(formatBaseUnits(1_500_000_000n, 9)).toBe('1.5')
    expect(formatBaseUnits(100_000_000_000n, 9)).toBe('100')
    expect(formatBaseUnits(18_446_744_073_709_551_615n, 9)).toBe('18446744073.709551615')
    expect(formatBaseUnits(-2_500_000n, 6)).toBe('-2.5')
    expect(formatBaseUnits(42n, 0)).toBe('42')
  })
})
