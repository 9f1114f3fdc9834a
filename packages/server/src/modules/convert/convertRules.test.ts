import fc from 'fast-check'
import { maxUint112 } from 'viem'
import { describe, expect, it } from 'vitest'
import { gasPriceLevels } from './gasPriceLevels'
import { minAmountOut, SLIPPAGE_SCALE, slippagePpm } from './minAmountOut'
import { priceImpact, routeFee } from './priceImpact'
import { bestRoute } from './uniswapV2/bestRoute'
import { getAmountOut, getAmountsOut } from './uniswapV2/getAmountsOut'
import { routeMidPrice } from './uniswapV2/routeMidPrice'
import { withGasMargin } from './withGasMargin'

describe('getAmountsOut', () => {
  it('is UniswapV2Library.getAmountOut: 0.3 % fee, rounded down', () => {
    // 1 ETH into 100 ETH / 300,000 LUSD: 997e18 · 300000e6 / (100e18 · 1000 + 997e18).
    expect(
      getAmountOut(10n ** 18n, { reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n }),
    ).toBe(2_961_474_103n)
    expect(getAmountOut(0n, { reserveIn: 1n, reserveOut: 1n })).toBe(0n)
    expect(
      getAmountsOut(1000n, [
        { reserveIn: 10_000n, reserveOut: 20_000n },
        { reserveIn: 5_000n, reserveOut: 5_000n },
      ]),
    ).toEqual([1000n, 1813n, 1327n])
  })

  it("gives nothing from a pair that cannot hold the input (uint112 balances: 'UniswapV2: OVERFLOW')", () => {
    const pool = { reserveIn: 10n ** 24n, reserveOut: 10n ** 24n }
    expect(getAmountOut(maxUint112 - pool.reserveIn, pool)).toBeGreaterThan(0n)
    expect(getAmountOut(maxUint112 - pool.reserveIn + 1n, pool)).toBe(0n)
    expect(getAmountOut(2n ** 200n, pool)).toBe(0n)
    expect(getAmountsOut(2n ** 200n, [pool, pool])).toEqual([2n ** 200n, 0n, 0n])
  })
})

describe('bestRoute', () => {
  it('takes the route that gives most, the shorter on a tie, none when nothing comes out', () => {
    const direct = { path: ['a', 'b'], hops: [{ reserveIn: 1_000n, reserveOut: 1_000n }] }
    const via = {
      path: ['a', 'c', 'b'],
      hops: [
        { reserveIn: 1_000_000n, reserveOut: 1_000_000n },
        { reserveIn: 1_000_000n, reserveOut: 1_000_000n },
      ],
    }
    expect(bestRoute(500n, [direct, via])?.path).toEqual(['a', 'c', 'b'])
    expect(bestRoute(1n, [direct, via])).toBeUndefined()
    const same = { path: ['a', 'd', 'b'], hops: direct.hops }
    expect(bestRoute(100n, [same, direct])?.path).toEqual(['a', 'd', 'b'])
  })
})

describe('priceImpact and routeFee', () => {
  it('measure the size effect beside the fee', () => {
    const hops = [{ reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n }]
    const out = getAmountOut(10n ** 18n, hops[0] as never)
    // 1 ETH in a 100 ETH pool: just under 1 % (1 − 100 / 100.997).
    expect(priceImpact(10n ** 18n, out, hops)).toBe('0.99')
    expect(priceImpact(10n ** 18n, 0n, hops)).toBe('100.00')
    expect(
      priceImpact(1000n, (3_000_000_000n * 997n) / 1000n, [
        { reserveIn: 10n ** 30n, reserveOut: 3n * 10n ** 33n },
      ]),
    ).toBe('0.00')
    expect(routeFee(1_000_000n, 1)).toBe(3_000n)
    expect(routeFee(1_000_000n, 2)).toBe(5_991n)
  })
})

describe('slippage', () => {
  it('reads percents in millionths, rounding a finer tolerance down, 0 to 50 only', () => {
    expect(slippagePpm(1)).toBe(10_000n)
    expect(slippagePpm('0.5')).toBe(5_000n)
    expect(slippagePpm(0.12345)).toBe(1_234n)
    expect(slippagePpm(50)).toBe(500_000n)
    for (const bad of [
      -1,
      50.01,
      '1e2',
      'NaN',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '',
      ' 1 %',
      '100',
    ])
      expect(slippagePpm(bad)).toBeUndefined()
  })

  it('never lets the minimum fall below quote × (1 − slippage) nor above the quote', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 112n }),
        fc.bigInt({ min: 0n, max: 500_000n }),
        (amountOut, ppm) => {
          const min = minAmountOut(amountOut, ppm)
          expect(min * SLIPPAGE_SCALE >= amountOut * (SLIPPAGE_SCALE - ppm)).toBe(true)
          expect((min - 1n) * SLIPPAGE_SCALE < amountOut * (SLIPPAGE_SCALE - ppm)).toBe(true)
          expect(min <= amountOut).toBe(true)
        },
      ),
    )
  })
})

describe('gasPriceLevels', () => {
  it('adds the median tip of each percentile to the next base fee, never decreasing', () => {
    expect(
      gasPriceLevels({
        baseFeePerGas: [90n, 95n, 100n],
        reward: [
          [1n, 5n, 20n],
          [3n, 4n, 10n],
        ],
      }),
    ).toEqual({ standard: 101n, fast: 104n, instant: 110n })
    expect(gasPriceLevels({ baseFeePerGas: [7n], reward: [] })).toEqual({
      standard: 7n,
      fast: 7n,
      instant: 7n,
    })
    expect(gasPriceLevels({ baseFeePerGas: [0n, 10n], reward: [[9n, 2n, 1n]] })).toEqual({
      standard: 19n,
      fast: 19n,
      instant: 19n,
    })
  })
})

describe('withGasMargin', () => {
  it('adds a fifth, rounded up', () => {
    expect(withGasMargin(100_000n)).toBe(120_000n)
    expect(withGasMargin(115_799n)).toBe(138_959n)
    expect(withGasMargin(1n)).toBe(2n)
    expect(withGasMargin(0n)).toBe(0n)
  })

  it("adds the provider's headroom instead when that is more", () => {
    // A one-pool swap estimated at 90,755 without its pair's oracle write, which can cost 44,200 from zero.
    expect(withGasMargin(90_755n, 50_000n)).toBe(140_755n)
    expect(withGasMargin(300_000n, 50_000n)).toBe(360_000n)
  })
})

describe('routeMidPrice', () => {
  it('prices a direct pool and says its depth on the quote side', () => {
    // 100 ETH / 300,000 LUSD (6 decimals): 3,000 LUSD an ETH, 300,000 LUSD deep.
    expect(
      routeMidPrice([{ reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n }], [18, 6]),
    ).toEqual({ price: 3000, depth: 300_000 })
  })

  it('through an intermediate: the thinnest pool, valued in the last token', () => {
    // 1,000 LTK / 1 ETH, then 100 ETH / 300,000 LUSD: 3 LUSD an LTK; the first pool holds 1 ETH = 3,000 LUSD.
    expect(
      routeMidPrice(
        [
          { reserveIn: 1_000n * 10n ** 18n, reserveOut: 10n ** 18n },
          { reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n },
        ],
        [18, 18, 6],
      ),
    ).toEqual({ price: 3, depth: 3000 })
  })

  it('is undefined for an empty pool or decimals that do not fit the path', () => {
    expect(routeMidPrice([{ reserveIn: 0n, reserveOut: 1n }], [18, 6])).toBeUndefined()
    expect(routeMidPrice([{ reserveIn: 1n, reserveOut: 1n }], [18])).toBeUndefined()
  })
})
