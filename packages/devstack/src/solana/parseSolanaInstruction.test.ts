import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { parseSolanaInstruction, systemProgram, tokenProgram } from './parseSolanaInstruction'

const [a, b, c] = [
  'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
  'C96t1LAnvZJehRpqmcegwaKMTt6h3vscfJcqFs3hMmzB',
  'Bu3Y8W56xjt3cngvSgQC9E9tNv5WGDYkg4MLMeX2pTKL',
]
const u64 = (value: bigint) => [...new Uint8Array(new BigUint64Array([value]).buffer)]

describe('parseSolanaInstruction', () => {
  it('parses an SPL Token transfer with its amount as a string, as the node does', () => {
    expect(
      parseSolanaInstruction({
        programId: tokenProgram,
        accounts: [a, b, c],
        data: new Uint8Array([3, ...u64(1_234_567n)]),
        stackHeight: null,
      }),
    ).toEqual({
      program: 'spl-token',
      programId: tokenProgram,
      parsed: {
        type: 'transfer',
        info: { source: a, destination: b, authority: c, amount: '1234567' },
      },
      stackHeight: null,
    })
  })

  it('parses a memo as its text', () => {
    expect(
      parseSolanaInstruction({
        programId: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
        accounts: [a],
        data: new TextEncoder().encode('thanks'),
        stackHeight: 2,
      }),
    ).toMatchObject({ program: 'spl-memo', parsed: 'thanks', stackHeight: 2 })
  })

  it('leaves an unknown program, or data its parser refuses, as accounts and base58 data', () => {
    const data = new Uint8Array([2, 0, 0, 0, 1]) // a System transfer cut short
    for (const programId of [systemProgram, c])
      expect(
        parseSolanaInstruction({ programId, accounts: [a, b], data, stackHeight: null }),
      ).toEqual({
        programId,
        accounts: [a, b],
        data: base58.encode(data),
        stackHeight: null,
      })
  })
})
