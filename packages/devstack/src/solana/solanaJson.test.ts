import { describe, expect, it } from 'vitest'
import { parseSolanaJson, stringifySolanaJson } from './solanaJson'

describe('solanaJson', () => {
  it('reads u64 integers beyond 2^53 exactly, and leaves strings and other numbers alone', () => {
    expect(
      parseSolanaJson(
        '{"a":18446744073709551615,"b":[1,-2],"c":"18446744073709551615 \\" 9007199254740993","d":-1.5e3}',
      ),
    ).toEqual({
      a: 18_446_744_073_709_551_615n,
      b: [1, -2],
      c: '18446744073709551615 " 9007199254740993',
      d: -1500,
    })
  })

  it('refuses what is not JSON', () => {
    expect(() => parseSolanaJson('{"jsonrpc":')).toThrow()
  })

  it('writes bigints as bare integers', () => {
    expect(
      stringifySolanaJson({ rentEpoch: 18_446_744_073_709_551_615n, slot: 7n, text: 'x' }),
    ).toBe('{"rentEpoch":18446744073709551615,"slot":7,"text":"x"}')
  })
})
