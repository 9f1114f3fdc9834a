import { describe, expect, it } from 'vitest'
import { fromBaseUnits } from './fromBaseUnits'

describe('fromBaseUnits', () => {
  it('writes lamports as SOL, exactly and without trailing zeros', () => {
    expect(fromBaseUnits(0n, 9)).toBe('0')
    expect(fromBaseUnits(1n, 9)).toBe('0.000000001')
    expect(fromBaseUnits(1_500_000_000n, 9)).toBe('1.5')
    expect(fromBaseUnits(100_000_000_000n, 9)).toBe('100')
    expect(fromBaseUnits(18_446_744_073_709_551_615n, 9)).toBe('18446744073.709551615')
    expect(fromBaseUnits(-2_500_000n, 6)).toBe('-2.5')
    expect(fromBaseUnits(42n, 0)).toBe('42')
  })
})
