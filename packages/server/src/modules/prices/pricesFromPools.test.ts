import { join } from 'node:path'
import {
  type AmmContracts,
  compileContracts,
  dataDir,
  deployAmm,
  testAccount,
  uniswapV2Artifacts,
} from '@latch/devstack/chain'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerConfig } from '../../config'
import type { Database } from '../../platform/db/Database'
import { createTokenList } from '../../platform/tokens/createTokenList'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { NATIVE_TOKEN_ADDRESS } from '../convert/nativeTokenAddress'
import { swapProviders } from '../convert/swapProviders'
import { createPriceOracle } from './priceOracle'

const testChain = useTestChain()
const chainId = 'eip155:31337'
let amm: AmmContracts

beforeAll(async () => {
  amm = await deployAmm(
    testChain.chain.rpcUrl,
    await compileContracts(join(dataDir, 'contracts-cache')),
    testChain.contracts,
  )
}, 60_000)

/** The dev stack's configuration: the AMM for swaps and prices, the token list without static prices. */
const fromPools =
  (overrides: Record<string, number> = {}) =>
  (config: ServerConfig): ServerConfig => ({
    ...config,
    tokens: config.tokens.map((token) => ({
      ...token,
      priceUsd: overrides[token.address],
    })),
    swap: [
      {
        caipNetworkId: chainId,
        router: amm.router.toLowerCase(),
        factory: amm.factory.toLowerCase(),
        weth: amm.weth.toLowerCase(),
        usdStable: testChain.contracts.lusd.toLowerCase(),
      },
    ],
  })

describe.each(testDatabases)('prices from the pools on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  const caip = (address: string) => `${chainId}:${address.toLowerCase()}`
  const prices = async (app: TestApp, addresses: string[]) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      payload: { currency: 'usd', addresses, projectId: 'latch-demo' },
    })
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { fungibles: Array<{ address: string; price: number }> }).fungibles
  }

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain, { config: fromPools() })
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('prices LUSD, LTK and ETH from the reserves against the USD stable', async () => {
    const { lusd, ltk, punks } = testChain.contracts
    expect(
      await prices(t, [caip(lusd), caip(ltk), caip(NATIVE_TOKEN_ADDRESS), caip(punks)]),
    ).toEqual([
      { address: caip(lusd), name: 'Latch USD', symbol: 'LUSD', iconUrl: null, price: 1 },
      { address: caip(ltk), name: 'Latch Token', symbol: 'LTK', iconUrl: null, price: 2.5 },
      {
        address: caip(NATIVE_TOKEN_ADDRESS),
        name: 'Ether',
        symbol: 'ETH',
        iconUrl: null,
        price: 3000,
      },
    ])
  })

  it("values the Tokens tab's balances with the pools' prices", async () => {
    const holder = testAccount(1).address
    const { balances } = (
      await t.get(`/v1/account/${holder}/balance?${q}&currency=usd&chainId=${chainId}`)
    ).json() as { balances: Array<Record<string, unknown>> }
    expect(balances).toContainEqual(
      expect.objectContaining({ symbol: 'ETH', price: 3000, value: 30_000_000 }),
    )
    expect(balances).toContainEqual(
      expect.objectContaining({ symbol: 'LTK', price: 2.5, value: 2500 }),
    )
  })

  it("lets the operator's price override the pools", async () => {
    const ltk = testChain.contracts.ltk.toLowerCase()
    const other = await startTestApp(db, testChain, { config: fromPools({ [ltk]: 7 }) })
    try {
      expect(await prices(other, [caip(ltk), caip(NATIVE_TOKEN_ADDRESS)])).toMatchObject([
        { price: 7 },
        { price: 3000 },
      ])
    } finally {
      await other.close()
    }
  })

  /** An oracle of its own over the test app's pools, LUSD as the USD stable. */
  function poolOracle(
    options: Pick<Parameters<typeof createPriceOracle>[0], 'clock' | 'minLiquidityUsd'>,
  ) {
    const config = fromPools()(t.config)
    const tokens = createTokenList(config.tokens)
    return createPriceOracle({
      tokens,
      providers: swapProviders({ config, chains: t.chains, tokens }),
      usdStables: new Map([[chainId, testChain.contracts.lusd.toLowerCase()]]),
      ...options,
    })
  }

  it('shows no price from pools thinner than the minimum liquidity (anyone could move them)', async () => {
    const { ltk, lusd } = testChain.contracts
    // The dev pools hold far more than 1,000 USD toward LUSD; none holds a trillion.
    const deep = poolOracle({ minLiquidityUsd: 1_000 })
    expect(await deep.usd(chainId, undefined)).toBe(3000)
    expect(await deep.usd(chainId, ltk)).toBe(2.5)
    const thin = poolOracle({ minLiquidityUsd: 1e12 })
    expect(await thin.usd(chainId, undefined)).toBeUndefined()
    expect(await thin.usd(chainId, ltk)).toBeUndefined()
    // The stable is its own price, whatever the pools hold.
    expect(await thin.usd(chainId, lusd)).toBe(1)
  })

  it('follows the pool once its cached price is 15 s old', async () => {
    const snapshot = await t.testClient.snapshot()
    try {
      let now = 1_000_000
      const oracle = poolOracle({ clock: { now: () => now } })
      expect(await oracle.usd(chainId, undefined)).toBe(3000)
      // Someone buys 10 ETH of LUSD with ETH: ETH gets cheaper in the pool.
      const wallet = t.wallet(3)
      const receipt = await wallet.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: amm.router,
          abi: uniswapV2Artifacts.router.abi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [amm.weth, testChain.contracts.lusd], wallet.account.address, 2n ** 32n],
          value: parseEther('10'),
        } as never),
      })
      expect(receipt.status).toBe('success')
      now += 14_000
      expect(await oracle.usd(chainId, undefined)).toBe(3000)
      now += 2_000
      const moved = await oracle.usd(chainId, undefined)
      expect(moved).toBeLessThan(2600)
      expect(moved).toBeGreaterThan(2400)
    } finally {
      await t.testClient.revert({ id: snapshot })
    }
  })
})
