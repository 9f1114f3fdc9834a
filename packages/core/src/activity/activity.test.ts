import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupTransactions } from './groupTransactions'
import { mergeTransactions } from './mergeTransactions'
import type { Transaction } from './Transaction'

const tx = (id: string, minedAt: string, spam?: boolean): Transaction => ({
  id,
  metadata: {
    operationType: 'send',
    hash: `0x${id}`,
    chain: 'eip155:31337',
    minedAt,
    sentFrom: '0xa',
    sentTo: '0xb',
    status: 'confirmed',
    nonce: 0,
  },
  transfers: [
    spam === undefined
      ? { direction: 'in', quantity: { numeric: '1' } }
      : {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'n', flags: { is_spam: spam } },
        },
  ],
})

describe('mergeTransactions', () => {
  it('keeps one entry per id, newest first', () => {
    const merged = mergeTransactions(
      [tx('a', '2026-03-01T00:00:00Z'), tx('b', '2026-01-01T00:00:00Z')],
      [tx('b', '2026-01-01T00:00:00Z'), tx('c', '2026-02-01T00:00:00Z')],
    )
    expect(merged.map((t) => t.id)).toEqual(['a', 'c', 'b'])
  })

  it('hides transactions made only of spam NFTs', () => {
    const merged = mergeTransactions(
      [],
      [tx('spam', '2026-01-01T00:00:00Z', true), tx('ok', '2026-01-01T00:00:00Z', false)],
    )
    expect(merged.map((t) => t.id)).toEqual(['ok'])
  })

  it('never repeats an id and is sorted, whatever the pages', () => {
    const item = fc
      .tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.integer({ min: 0, max: 1e12 }))
      .map(([id, time]) => tx(id, new Date(time).toISOString()))
    fc.assert(
      fc.property(fc.array(item), fc.array(item), (a, b) => {
        const merged = mergeTransactions(a, b)
        expect(new Set(merged.map((t) => t.id)).size).toBe(merged.length)
        const times = merged.map((t) => Date.parse(t.metadata.minedAt))
        expect(times).toEqual([...times].sort((x, y) => y - x))
      }),
    )
  })
})

describe('groupTransactions', () => {
  it('groups by year and month in order', () => {
    const groups = groupTransactions([
      tx('a', '2026-11-20T10:00:00Z'),
      tx('b', '2026-11-02T10:00:00Z'),
      tx('c', '2026-10-31T23:59:59Z'),
      tx('d', '2025-11-15T00:00:00Z'),
    ])
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2026, 10, ['a', 'b']],
      [2026, 9, ['c']],
      [2025, 10, ['d']],
    ])
  })
})
