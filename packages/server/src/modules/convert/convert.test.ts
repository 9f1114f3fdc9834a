import { join } from 'node:path'
import {
  type AmmContracts,
  compileContracts,
  dataDir,
  deployAmm,
  testAccount,
  uniswapV2Artifacts,
} from '@latch/devstack/chain'
import fc from 'fast-check'
import {
  type Address,
  erc20Abi,
  type Hex,
  maxUint112,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../../scripts/test/startPostgres'
import { buildApp } from '../../app'
import type { ServerConfig } from '../../config'
import { createMemoryBus } from '../../platform/bus/createMemoryBus'
import { createChainRegistry } from '../../platform/chains/createChainRegistry'
import type { Database } from '../../platform/db/Database'
import { createMemoryRateLimiter } from '../../platform/rateLimit/createMemoryRateLimiter'
import { createTokenList } from '../../platform/tokens/createTokenList'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { demoProject } from '../projects/Project'
import { projectStore } from '../projects/store'
import { NATIVE_TOKEN_ADDRESS } from './nativeTokenAddress'
import { getAmountOut, getAmountsOut } from './uniswapV2/getAmountsOut'

const testChain = useTestChain()
const chainId = 'eip155:31337'
const native = `${chainId}:${NATIVE_TOKEN_ADDRESS}`
let amm: AmmContracts
/** A token pooled with WETH only: LUSD or LTK reach it through an intermediate. */
let otk: Address
/** A fee-on-transfer token pooled with WETH: Router02's plain swaps of it revert ("UniswapV2: K"). */
let dtt: Address

beforeAll(async () => {
  const compiled = await compileContracts(join(dataDir, 'contracts-cache'))
  amm = await deployAmm(testChain.chain.rpcUrl, compiled, testChain.contracts)
  // Account #8 lists "Other Token" and pools it with 50 ETH ⇄ 50,000 OTK.
  const { wallet } = await import('./testing/swapWallet').then((m) =>
    m.swapWallet(testChain.chain.rpcUrl, 8),
  )
  const deployHash = await wallet.deployContract({
    ...compiled.TestToken,
    args: ['Other Token', 'OTK', 18],
  })
  const receipt = await wallet.waitForTransactionReceipt({ hash: deployHash })
  otk = receipt.contractAddress as Address
  const send = async (hash: Promise<Hex>) =>
    expect((await wallet.waitForTransactionReceipt({ hash: await hash })).status).toBe('success')
  await send(
    wallet.writeContract({
      ...compiled.TestToken,
      address: otk,
      functionName: 'mint',
      args: [wallet.account.address, parseEther('50000')],
    } as never),
  )
  await send(
    wallet.writeContract({
      address: otk,
      abi: erc20Abi,
      functionName: 'approve',
      args: [amm.router, parseEther('50000')],
    }),
  )
  await send(
    wallet.writeContract({
      address: amm.router,
      abi: uniswapV2Artifacts.router.abi,
      functionName: 'addLiquidityETH',
      args: [otk, parseEther('50000'), 0n, 0n, wallet.account.address, 2n ** 32n],
      value: parseEther('50'),
    } as never),
  )
  // Account #8 also pools 10,000 DTT with 10 ETH and lets the router spend the rest of its DTT.
  const deflating = await wallet.waitForTransactionReceipt({
    hash: await wallet.deployContract({
      ...uniswapV2Artifacts.deflatingToken,
      args: [parseEther('20000')],
    }),
  })
  dtt = deflating.contractAddress as Address
  await send(
    wallet.writeContract({
      address: dtt,
      abi: erc20Abi,
      functionName: 'approve',
      args: [amm.router, maxUint256],
    }),
  )
  await send(
    wallet.writeContract({
      address: amm.router,
      abi: uniswapV2Artifacts.router.abi,
      functionName: 'addLiquidityETH',
      args: [dtt, parseEther('10000'), 0n, 0n, wallet.account.address, 2n ** 32n],
      value: parseEther('10'),
    } as never),
  )
}, 60_000)

const swapConfig = (config: ServerConfig): ServerConfig => ({
  ...config,
  swap: [
    {
      caipNetworkId: chainId,
      router: amm.router.toLowerCase(),
      factory: amm.factory.toLowerCase(),
      weth: amm.weth.toLowerCase(),
      usdStable: testChain.contracts.lusd.toLowerCase(),
      tokens: [testChain.contracts.lusd, testChain.contracts.ltk, otk, dtt].map((a) =>
        a.toLowerCase(),
      ),
    },
  ],
})

type Quote = {
  id: string
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
  route: string[]
  priceImpact: string
  fee: string
}
type BuiltTx = {
  tx: {
    from: string
    to: string
    data: Hex
    amount?: string
    value?: string
    eip155: { gas: string; gasPrice: string }
  }
  quote: Quote
  amountOutMin: string
  deadline: number
  adjustment?: { requestedAmount: string; amount: string; reason: string }
}

const plain = (caip: string) => caip.split(':')[2] as Address

describe.each(testDatabases)('convert on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  const caip = (address: string) => `${chainId}:${address.toLowerCase()}`
  const user = (index: number) => caip(testAccount(index).address)
  const lusd = () => caip(testChain.contracts.lusd)
  const ltk = () => caip(testChain.contracts.ltk)

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain, { config: swapConfig })
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  const quote = async (from: string, to: string, amount: bigint, account = user(5)) => {
    const response = await t.get(
      `/v1/convert/quotes?${q}&amount=${amount}&userAddress=${account}&from=${from}&to=${to}&gasPrice=1000000000`,
    )
    expect(response.statusCode, response.body).toBe(200)
    const [first] = (response.json() as { quotes: Quote[] }).quotes
    return first as Quote
  }
  const routerOut = async (amount: bigint, path: string[]) => {
    const amounts = (await t.served.client.readContract({
      address: amm.router,
      abi: uniswapV2Artifacts.router.abi,
      functionName: 'getAmountsOut',
      args: [
        amount,
        path.map((token) => (plain(token) === NATIVE_TOKEN_ADDRESS ? amm.weth : plain(token))),
      ],
    })) as bigint[]
    return amounts[amounts.length - 1]
  }
  const build = async (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/convert/build-transaction',
      payload: { projectId: 'latch-demo', ...body },
    })
  const sendBuilt = async (index: number, built: BuiltTx['tx'], gas = BigInt(built.eip155.gas)) => {
    const wallet = t.wallet(index)
    const hash = await wallet.sendTransaction({
      to: plain(built.to),
      data: built.data,
      value: BigInt(built.amount ?? built.value ?? '0'),
      gas,
      gasPrice: BigInt(built.eip155.gasPrice),
    })
    return wallet.waitForTransactionReceipt({ hash })
  }
  const balanceOf = (token: Address, owner: Address) =>
    t.served.client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })

  it('lists the tradable tokens: the native coin first, then the ERC-20s with their decimals', async () => {
    const response = await t.get(`/v1/convert/tokens?${q}&chainId=${chainId}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: native, decimals: 18, logoUri: null },
        { name: 'Latch USD', symbol: 'LUSD', address: lusd(), decimals: 6, logoUri: null },
        { name: 'Latch Token', symbol: 'LTK', address: ltk(), decimals: 18, logoUri: null },
        { name: 'Other Token', symbol: 'OTK', address: caip(otk), decimals: 18, logoUri: null },
        {
          name: 'Deflating Test Token',
          symbol: 'DTT',
          address: caip(dtt),
          decimals: 18,
          logoUri: null,
        },
      ],
    })
  })

  it("quotes what the router's getAmountsOut answers for the chosen path, the best of all paths", async () => {
    const ethToLusd = await quote(native, lusd(), parseEther('1'))
    expect(ethToLusd).toMatchObject({
      fromAmount: String(parseEther('1')),
      fromAccount: native,
      toAccount: lusd(),
      route: [native, lusd()],
      priceImpact: '0.99',
      fee: String(parseEther('0.003')),
    })
    expect(BigInt(ethToLusd.toAmount)).toBe(await routerOut(parseEther('1'), ethToLusd.route))
    expect(ethToLusd.id).toMatch(/^[0-9a-f]{32}$/)
    // OTK has one pool (with WETH): LUSD reaches it through WETH, and the fee counts both pools.
    const lusdToOtk = await quote(lusd(), caip(otk), parseUnits('3000', 6))
    expect(lusdToOtk.route).toEqual([lusd(), caip(amm.weth), caip(otk)])
    expect(BigInt(lusdToOtk.toAmount)).toBe(await routerOut(parseUnits('3000', 6), lusdToOtk.route))
    expect(lusdToOtk.fee).toBe(
      String(parseUnits('3000', 6) - (parseUnits('3000', 6) * 997n * 997n) / 1_000_000n),
    )
    // LTK → LUSD: the chosen path gives at least what every other path would.
    for (const amount of [parseEther('1'), parseEther('5000')]) {
      const chosen = await quote(ltk(), lusd(), amount)
      expect(BigInt(chosen.toAmount)).toBe(await routerOut(amount, chosen.route))
      for (const path of [
        [ltk(), lusd()],
        [ltk(), caip(amm.weth), lusd()],
      ])
        expect(BigInt(chosen.toAmount)).toBeGreaterThanOrEqual(
          (await routerOut(amount, path)) ?? 0n,
        )
    }
  })

  it('answers the allowance to the router: 0 before an approval, all for the native coin', async () => {
    const allowance = (token: string) =>
      t.get(`/v1/convert/allowance?${q}&tokenAddress=${token}&userAddress=${user(5)}`)
    expect((await allowance(lusd())).json()).toEqual({ allowance: '0' })
    expect((await allowance(native)).json()).toEqual({ allowance: String(maxUint256) })
  })

  it('answers gas prices from the fee history, standard ≤ fast ≤ instant', async () => {
    const response = await t.get(`/v1/convert/gas-price?${q}&chainId=${chainId}`)
    expect(response.statusCode).toBe(200)
    const levels = response.json() as Record<'standard' | 'fast' | 'instant', string>
    const block = await t.served.client.getBlock()
    for (const level of Object.values(levels)) expect(level).toMatch(/^\d+$/)
    expect(BigInt(levels.standard)).toBeGreaterThan(0n)
    expect(BigInt(levels.standard)).toBeLessThanOrEqual(BigInt(levels.fast))
    expect(BigInt(levels.fast)).toBeLessThanOrEqual(BigInt(levels.instant))
    expect(BigInt(levels.standard)).toBeGreaterThanOrEqual(((block.baseFeePerGas ?? 0n) * 7n) / 8n)
  })

  it('builds an exact approval, then a token-to-token swap that executes on chain and moves reserves', async () => {
    const snapshot = await t.testClient.snapshot()
    try {
      const amount = parseUnits('2500', 6)
      const missing = await build({
        amount: String(amount),
        from: lusd(),
        to: ltk(),
        userAddress: user(5),
      })
      expect(missing.statusCode).toBe(422)
      expect(missing.json()).toMatchObject({
        status: 422,
        reasons: [{ name: 'Insufficient Allowance' }],
      })
      const approve = await t.get(
        `/v1/convert/build-approve?${q}&userAddress=${user(5)}&from=${lusd()}&to=${ltk()}&amount=${amount}`,
      )
      expect(approve.statusCode, approve.body).toBe(200)
      const approveTx = (approve.json() as BuiltTx).tx
      expect(approveTx).toMatchObject({ from: user(5), to: lusd(), value: '0' })
      expect((await sendBuilt(5, approveTx)).status).toBe('success')
      expect(
        (
          await t.get(`/v1/convert/allowance?${q}&tokenAddress=${lusd()}&userAddress=${user(5)}`)
        ).json(),
      ).toEqual({ allowance: String(amount) })

      const before = {
        lusd: await balanceOf(testChain.contracts.lusd, testAccount(5).address),
        ltk: await balanceOf(testChain.contracts.ltk, testAccount(5).address),
      }
      const response = await build({
        amount: String(amount),
        eip155: { slippage: 0.5 },
        from: lusd(),
        to: ltk(),
        userAddress: user(5),
      })
      expect(response.statusCode, response.body).toBe(200)
      const built = response.json() as BuiltTx
      expect(built.tx).toMatchObject({ from: user(5), to: caip(amm.router), amount: '0' })
      expect(BigInt(built.amountOutMin)).toBe(
        (BigInt(built.quote.toAmount) * 995_000n + 999_999n) / 1_000_000n,
      )
      expect(built.deadline).toBeGreaterThan(Date.now() / 1000 + 19 * 60)
      const pools = await reservesOf(built.quote.route)
      const receipt = await sendBuilt(5, built.tx)
      expect(receipt.status).toBe('success')
      expect(await balanceOf(testChain.contracts.lusd, testAccount(5).address)).toBe(
        before.lusd - amount,
      )
      expect(await balanceOf(testChain.contracts.ltk, testAccount(5).address)).toBe(
        before.ltk + BigInt(built.quote.toAmount),
      )
      expect(await reservesOf(built.quote.route)).not.toEqual(pools)
      expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(built.tx.eip155.gas))
    } finally {
      await t.testClient.revert({ id: snapshot })
    }
  })

  const reservesOf = async (route: string[]) => {
    const out: bigint[][] = []
    for (let i = 0; i + 1 < route.length; i++) {
      const [a, b] = [route[i], route[i + 1]].map((token) =>
        plain(token as string) === NATIVE_TOKEN_ADDRESS ? amm.weth : plain(token as string),
      ) as [Address, Address]
      const pair = (await t.served.client.readContract({
        address: amm.factory,
        abi: uniswapV2Artifacts.factory.abi,
        functionName: 'getPair',
        args: [a, b],
      })) as Address
      const [r0, r1] = (await t.served.client.readContract({
        address: pair,
        abi: uniswapV2Artifacts.pair.abi,
        functionName: 'getReserves',
      })) as [bigint, bigint]
      out.push(a.toLowerCase() < b.toLowerCase() ? [r0, r1] : [r1, r0])
    }
    return out
  }

  it('swaps the native coin both ways (swapExactETHForTokens, swapExactTokensForETH)', async () => {
    const snapshot = await t.testClient.snapshot()
    try {
      const buy = await build({
        amount: String(parseEther('1')),
        from: native,
        to: ltk(),
        userAddress: user(6),
      })
      expect(buy.statusCode, buy.body).toBe(200)
      const bought = buy.json() as BuiltTx
      expect(bought.tx.amount).toBe(String(parseEther('1')))
      expect(bought.tx.data.slice(0, 10)).toBe('0x7ff36ab5')
      const ltkBefore = await balanceOf(testChain.contracts.ltk, testAccount(6).address)
      expect((await sendBuilt(6, bought.tx)).status).toBe('success')
      expect(await balanceOf(testChain.contracts.ltk, testAccount(6).address)).toBe(
        ltkBefore + BigInt(bought.quote.toAmount),
      )

      const amount = parseEther('10')
      const approve = await t.get(
        `/v1/convert/build-approve?${q}&userAddress=${user(6)}&from=${ltk()}&to=${native}&amount=${amount}`,
      )
      expect((await sendBuilt(6, (approve.json() as BuiltTx).tx)).status).toBe('success')
      const sell = await build({
        amount: String(amount),
        from: ltk(),
        to: native,
        userAddress: user(6),
      })
      expect(sell.statusCode, sell.body).toBe(200)
      const sold = sell.json() as BuiltTx
      expect(sold.tx.data.slice(0, 10)).toBe('0x18cbafe5')
      const ethBefore = await t.served.client.getBalance({ address: testAccount(6).address })
      const receipt = await sendBuilt(6, sold.tx)
      expect(receipt.status).toBe('success')
      expect(await t.served.client.getBalance({ address: testAccount(6).address })).toBe(
        ethBefore + BigInt(sold.quote.toAmount) - receipt.gasUsed * receipt.effectiveGasPrice,
      )
    } finally {
      await t.testClient.revert({ id: snapshot })
    }
  })

  it('reduces a native amount the balance cannot pay with gas, says so, and the swap goes through', async () => {
    const snapshot = await t.testClient.snapshot()
    try {
      const balance = await t.served.client.getBalance({ address: testAccount(7).address })
      const response = await build({
        amount: String(balance),
        from: native,
        to: lusd(),
        userAddress: user(7),
        eip155: { slippage: 5 },
      })
      expect(response.statusCode, response.body).toBe(200)
      const built = response.json() as BuiltTx
      expect(built.adjustment).toMatchObject({
        requestedAmount: String(balance),
        reason: 'The amount was reduced to leave enough for the network fee',
      })
      expect(BigInt(built.tx.amount ?? '0')).toBe(BigInt(built.adjustment?.amount ?? '0'))
      expect(BigInt(built.tx.amount ?? '0')).toBeLessThan(balance)
      expect((await sendBuilt(7, built.tx)).status).toBe('success')
    } finally {
      await t.testClient.revert({ id: snapshot })
    }
  })

  it("leaves the swap gas to spare: a pool's price oracle written after the estimate still fits", async () => {
    const snapshot = await t.testClient.snapshot()
    try {
      const buildFor = async (index: number) => {
        const response = await build({
          amount: String(parseEther('0.01')),
          from: native,
          to: lusd(),
          userAddress: user(index),
        })
        expect(response.statusCode, response.body).toBe(200)
        return (response.json() as BuiltTx).tx
      }
      // The pool trades in a block (its price oracle written, as on any pool that has traded before); the
      // next swap is estimated in that block's second, where the pair skips the oracle write, as a node
      // estimating on the latest block does, and mined a minute later, where it makes it.
      const latest = await t.served.client.getBlock({ blockTag: 'latest' })
      const timestamp = latest.timestamp + 1n
      await t.testClient.setNextBlockTimestamp({ timestamp })
      expect((await sendBuilt(9, await buildFor(9))).status).toBe('success')
      await t.testClient.setNextBlockTimestamp({ timestamp })
      const built = await buildFor(8)
      await t.testClient.setNextBlockTimestamp({ timestamp: timestamp + 60n })
      const receipt = await sendBuilt(8, built)
      expect(receipt.status).toBe('success')
      expect(receipt.gasUsed).toBeLessThan(BigInt(built.eip155.gas))
    } finally {
      await t.testClient.revert({ id: snapshot })
    }
  })

  it('holds the minimum against slippage: never below quote × (1 − slippage), and a moved pool reverts the swap', async () => {
    await fc.assert(
      fc.asyncProperty(
        // 0: the seeded pool; else a trade large enough to give something (dust answers 422).
        fc.oneof(fc.constant(0n), fc.bigInt({ min: parseEther('0.001'), max: parseEther('40') })),
        fc.bigInt({ min: parseEther('0.001'), max: parseEther('20') }),
        fc.integer({ min: 1, max: 3000 }).map((hundredths) => hundredths / 100),
        async (moveFirst, amount, slippage) => {
          const snapshot = await t.testClient.snapshot()
          try {
            // Another trader moves the pool first: the reserves the property runs on vary.
            if (moveFirst > 0n) {
              const moved = await build({
                amount: String(moveFirst),
                from: native,
                to: lusd(),
                userAddress: user(9),
                disableEstimate: true,
              })
              expect(moved.statusCode, moved.body).toBe(200)
              // Other traders' gas is not under test: a limit no swap here reaches (the reference's 150,000 can
              // be short on the dev chain for a first receipt of LUSD plus a pool's first oracle write).
              const sent = await sendBuilt(9, (moved.json() as BuiltTx).tx, 500_000n)
              expect(sent.status).toBe('success')
            }
            const response = await build({
              amount: String(amount),
              eip155: { slippage },
              from: native,
              to: lusd(),
              userAddress: user(4),
              disableEstimate: true,
            })
            expect(response.statusCode, response.body).toBe(200)
            const built = response.json() as BuiltTx
            const min = BigInt(built.amountOutMin)
            const quoted = BigInt(built.quote.toAmount)
            const ppm = BigInt(Math.round(slippage * 10_000))
            expect(min * 1_000_000n).toBeGreaterThanOrEqual(quoted * (1_000_000n - ppm))
            expect(quoted).toBe(await routerOut(amount, built.quote.route))
            // Someone trades the same way along the same path, just enough that the built swap would give
            // less than its minimum (simulated with the pools' own arithmetic).
            const pools = (await reservesOf(built.quote.route)).map(([reserveIn, reserveOut]) => ({
              reserveIn: reserveIn as bigint,
              reserveOut: reserveOut as bigint,
            }))
            const outAfter = (front: bigint) => {
              let carried = front
              const moved = pools.map((hop) => {
                const out = getAmountOut(carried, hop)
                const next = {
                  reserveIn: hop.reserveIn + carried,
                  reserveOut: hop.reserveOut - out,
                }
                carried = out
                return next
              })
              return getAmountsOut(amount, moved).at(-1) ?? 0n
            }
            let front = parseEther('0.1')
            while (outAfter(front) >= min) front *= 2n
            const path = built.quote.route.map((token) =>
              plain(token) === NATIVE_TOKEN_ADDRESS ? amm.weth : plain(token),
            )
            const runner = t.wallet(9)
            const frontRun = await runner.waitForTransactionReceipt({
              hash: await runner.writeContract({
                address: amm.router,
                abi: uniswapV2Artifacts.router.abi,
                functionName: 'swapExactETHForTokens',
                args: [0n, path, runner.account.address, 2n ** 32n],
                value: front,
                gas: 400_000n,
              } as never),
            })
            expect(frontRun.status).toBe('success')
            const lusdBefore = await balanceOf(testChain.contracts.lusd, testAccount(4).address)
            const receipt = await sendBuilt(4, built.tx)
            expect(await balanceOf(testChain.contracts.lusd, testAccount(4).address)).toBe(
              lusdBefore,
            )
            expect(receipt.status).toBe('reverted')
          } finally {
            await t.testClient.revert({ id: snapshot })
          }
        },
      ),
      { numRuns: 6, endOnFailure: true },
    )
  })

  it("answers 422 with the router's reason when the built swap would revert", async () => {
    const response = await build({
      amount: String(parseEther('100')),
      from: caip(dtt),
      to: native,
      userAddress: user(8),
    })
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json()).toEqual({
      status: 422,
      reasons: [
        {
          name: 'Swap Would Fail',
          description: expect.stringMatching(/^The transaction would revert: .*UniswapV2: K/),
        },
      ],
    })
    // Asked not to estimate, it is built all the same (the wallet's own estimate then refuses it).
    const unchecked = await build({
      amount: String(parseEther('100')),
      from: caip(dtt),
      to: native,
      userAddress: user(8),
      disableEstimate: true,
    })
    expect(unchecked.statusCode).toBe(200)
  })

  it('approves the exact amount unless asked for unlimited, and never the native coin', async () => {
    const approve = (query: string) =>
      t.get(`/v1/convert/build-approve?${q}&userAddress=${user(5)}&to=${ltk()}&${query}`)
    const noAmount = await approve(`from=${lusd()}`)
    expect(noAmount.statusCode).toBe(400)
    expect(noAmount.json()).toMatchObject({
      reasons: [{ description: 'amount: required (the approval is for the exact amount)' }],
    })
    const unlimited = await approve(`from=${lusd()}&unlimited=true`)
    expect(unlimited.statusCode).toBe(200)
    expect(unlimited.json()).toMatchObject({ amount: String(maxUint256) })
    expect((unlimited.json() as BuiltTx).tx.data.endsWith('f'.repeat(64))).toBe(true)
    const nativeApprove = await approve(`from=${native}&amount=1`)
    expect(nativeApprove.statusCode).toBe(400)
    expect(nativeApprove.json()).toMatchObject({
      reasons: [{ description: 'The native coin needs no approval' }],
    })
  })

  it('answers the spec errors for chains it does not serve', async () => {
    const swaps = {
      status: 400,
      reasons: [
        { name: 'Network not supported for Swaps', description: 'Network not supported for Swaps' },
      ],
    }
    const other = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
    const eth1 = 'eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    for (const url of [
      `/v1/convert/tokens?${q}&chainId=eip155:1`,
      `/v1/convert/quotes?${q}&amount=1&userAddress=${eth1}&from=${other}&to=eip155:1:${NATIVE_TOKEN_ADDRESS}`,
      `/v1/convert/allowance?${q}&tokenAddress=${other}&userAddress=${eth1}`,
      `/v1/convert/build-approve?${q}&userAddress=${eth1}&from=${other}&to=eip155:1:${NATIVE_TOKEN_ADDRESS}&amount=1`,
    ]) {
      const response = await t.get(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toEqual(swaps)
    }
    const built = await build({
      amount: '1',
      from: other,
      to: `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
      userAddress: eth1,
    })
    expect(built.json()).toEqual(swaps)
    const gas = await t.get(`/v1/convert/gas-price?${q}&chainId=eip155:1`)
    expect(gas.statusCode).toBe(400)
    expect(gas.json()).toEqual({
      status: 400,
      reasons: [
        {
          name: 'Network not supported for Gas Price',
          description: 'Network not supported for Gas Price',
        },
      ],
    })
  })

  it('refuses what cannot be swapped with a reason: untradable or identical tokens, no route', async () => {
    const cases: Array<[string, number, string]> = [
      [`from=${caip(testChain.contracts.punks)}&to=${lusd()}`, 400, 'is not a tradable token'],
      [`from=${lusd()}&to=${lusd()}`, 400, 'the same token'],
      [`from=${lusd()}&to=eip155:31338:${testChain.contracts.ltk}`, 400, 'on one chain'],
    ]
    for (const [pair, status, text] of cases) {
      const response = await t.get(
        `/v1/convert/quotes?${q}&amount=1000&userAddress=${user(5)}&${pair}`,
      )
      expect(response.statusCode, pair).toBe(status)
      expect(
        (response.json() as { reasons: Array<{ description: string }> }).reasons[0]?.description,
      ).toContain(text)
    }
    const dust = await t.get(
      `/v1/convert/quotes?${q}&amount=1&userAddress=${user(5)}&from=${ltk()}&to=${lusd()}`,
    )
    expect(dust.statusCode).toBe(422)
    expect(dust.json()).toMatchObject({ reasons: [{ name: 'Insufficient Liquidity' }] })
  })

  it("refuses an amount past the pools' uint112 reserves with a 400, never a swap that would revert", async () => {
    const tooLarge = {
      status: 400,
      reasons: [
        {
          name: 'Bad Request',
          description: `amount: at most ${maxUint112}, the most the swap's pools can take (past it the swap would revert)`,
        },
      ],
    }
    for (const amount of [maxUint112 + 1n, 2n ** 200n, 2n ** 256n - 1n]) {
      const quoted = await t.get(
        `/v1/convert/quotes?${q}&amount=${amount}&userAddress=${user(5)}&from=${lusd()}&to=${ltk()}`,
      )
      expect(quoted.json()).toEqual(tooLarge)
      const built = await build({
        amount: String(amount),
        from: native,
        to: ltk(),
        userAddress: user(5),
      })
      expect(built.json()).toEqual(tooLarge)
    }
  })

  it('answers malformed input with a 4xx and a reason, never a 5xx (fuzz)', async () => {
    const junk = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '',
        '-1',
        '0',
        '1e18',
        '0x10',
        '1.5',
        '9'.repeat(90),
        'eip155:31337',
        native,
        `${native}x`,
        'eip155:31337:0x12',
        'NaN',
        '%00',
        'true',
      ),
    )
    const endpoints = [
      '/v1/convert/tokens',
      '/v1/convert/quotes',
      '/v1/convert/allowance',
      '/v1/convert/gas-price',
      '/v1/convert/build-approve',
    ]
    const fields = [
      'chainId',
      'amount',
      'userAddress',
      'from',
      'to',
      'tokenAddress',
      'gasPrice',
      'unlimited',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.dictionary(fc.constantFrom(...fields), junk, { maxKeys: 5 }),
        async (endpoint, fields) => {
          const query = new URLSearchParams({ projectId: 'latch-demo', ...fields })
          const response = await t.get(`${endpoint}?${query}`)
          // A combination can be valid (a chainId alone): then it is answered, never with a 5xx.
          if (response.statusCode === 200) return
          expect(response.statusCode, `${endpoint}?${query}`).toBeGreaterThanOrEqual(400)
          expect(response.statusCode, `${endpoint}?${query} ${response.body}`).toBeLessThan(500)
          expect(response.json()).toMatchObject({ reasons: [{ name: expect.any(String) }] })
        },
      ),
      { numRuns: 60 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            amount: fc.oneof(junk, fc.integer(), fc.double()),
            from: fc.oneof(junk, fc.constant(lusd())),
            to: fc.oneof(junk, fc.constant(native)),
            userAddress: fc.oneof(junk, fc.constant(user(5))),
            eip155: fc.oneof(
              fc.record({ slippage: fc.oneof(junk, fc.double()) }),
              fc.constant(null),
              junk,
            ),
            disableEstimate: fc.oneof(fc.boolean(), junk),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const response = await build(body)
          if (response.statusCode === 200) return
          expect(
            response.statusCode,
            `${JSON.stringify(body)} ${response.body}`,
          ).toBeGreaterThanOrEqual(400)
          expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBeLessThan(500)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('sits behind the project guard', async () => {
    const response = await t.get(`/v1/convert/tokens?chainId=${chainId}`)
    expect(response.statusCode).toBe(401)
  })
})

describe('convert with its node down', () => {
  it('answers 503 naming the chain', async () => {
    const {
      testDatabases: [pglite],
    } = await import('../../testing/testDatabases')
    const db = await pglite.create()
    const port = await freePort()
    const dead = `http://127.0.0.1:${port}`
    const base = swapConfig(
      (await import('../../testing/testConfig')).testConfig([{ chainId: 31337, rpcUrl: dead }]),
    )
    await projectStore(db).upsert(demoProject)
    const chains = createChainRegistry(base.chains)
    const app = buildApp({
      config: base,
      db,
      chains,
      tokens: createTokenList(base.tokens),
      rateLimiter: createMemoryRateLimiter(),
      bus: createMemoryBus(),
    })
    try {
      for (const url of [
        `/v1/convert/tokens?${q}&chainId=${chainId}`,
        `/v1/convert/gas-price?${q}&chainId=${chainId}`,
        `/v1/convert/quotes?${q}&amount=1000&userAddress=${chainId}:${testAccount(1).address}&from=${native}&to=${chainId}:${testChain.contracts.lusd}`,
      ]) {
        const response = await app.inject({ method: 'GET', url })
        expect(response.statusCode, url).toBe(503)
        expect(response.json()).toEqual({
          status: 503,
          reasons: [
            { name: 'Service Unavailable', description: `The ${chainId} node did not answer` },
          ],
        })
        expect(response.body).not.toContain(dead)
      }
    } finally {
      await app.close()
      await db.close()
    }
  })
})
