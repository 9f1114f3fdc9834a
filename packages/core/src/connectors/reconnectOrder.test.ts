import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { reconnectOrder } from './reconnectOrder'

describe('reconnectOrder', () => {
  it('tries the most recently used connector first, then the other recent one, then the rest', () => {
    expect(reconnectOrder(['a', 'b', 'c', 'd'], ['c', 'b'])).toEqual(['c', 'b', 'a', 'd'])
  })

  it('ignores recent ids that are no longer available', () => {
    expect(reconnectOrder(['a', 'b'], ['gone', 'b'])).toEqual(['b', 'a'])
  })

  it('keeps the list order without recent wallets', () => {
    expect(reconnectOrder(['a', 'b'], [])).toEqual(['a', 'b'])
  })

  it('is a permutation of the available connectors', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 })),
        fc.array(fc.string({ minLength: 1 })),
        (ids, recent) => {
          const order = reconnectOrder(ids, recent)
          expect([...order].sort()).toEqual([...ids].sort())
          const firstRecent = recent.find((id) => ids.includes(id))
          if (firstRecent) expect(order[0]).toBe(firstRecent)
        },
      ),
    )
  })
})
