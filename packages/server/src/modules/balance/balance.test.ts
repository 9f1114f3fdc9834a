import { join } from 'node:path'
import { compileContracts, dataDir, hostileContracts, testAccount } from '@latch/devstack/chain'
import { erc20Abi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { createTokenList } from '../../platform/tokens/createTokenList'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { balanceService } from './service'
import { balanceStore } from './store'

const holder = testAccount(1).address
const payer = testAccount(6)

const testChain = useTestChain()

describe.each(testDatabases)('balance on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain)
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('answers balances: native and tokens with their USD values', async () => {
    const response = await t.get(
      `/v1/account/${holder}/balance?${q}&currency=usd&chainId=eip155:31337`,
    )
    expect(response.statusCode).toBe(200)
    const { balances } = response.json() as { balances: Array<Record<string, unknown>> }
    expect(balances).toContainEqual(
      expect.objectContaining({
        symbol: 'ETH',
        quantity: { decimals: '18', numeric: '10000' },
        value: 30_000_000,
      }),
    )
    expect(balances).toContainEqual(
      expect.objectContaining({
        symbol: 'LUSD',
        address: `eip155:31337:${t.contracts.lusd.toLowerCase()}`,
        quantity: { decimals: '6', numeric: '1000000' },
        price: 1,
        value: 1_000_000,
      }),
    )
  })

  it('serves balances from a 30 s cache unless forceUpdate asks for fresh ones', async () => {
    const wallet = t.wallet(6)
    const url = `/v1/account/${payer.address}/balance?${q}&chainId=eip155:31337`
    const lusd = (body: unknown) =>
      (
        body as { balances: Array<{ symbol: string; quantity: { numeric: string } }> }
      ).balances.find((b) => b.symbol === 'LUSD')?.quantity.numeric
    expect(lusd((await t.get(url)).json())).toBe('1000000')
    await wallet.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: t.contracts.lusd,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [holder, parseUnits('1', 6)],
      }),
    })
    expect(lusd((await t.get(url)).json())).toBe('1000000')
    const fresh = await t.get(
      `${url}&forceUpdate=eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
    )
    expect(lusd(fresh.json())).toBe('999999')
  })

  it('answers empty balances for a chain it does not serve', async () => {
    expect((await t.get(`/v1/account/${holder}/balance?${q}&chainId=eip155:1`)).json()).toEqual({
      balances: [],
    })
  })

  it.each([
    [`/v1/account/0x123/balance?${q}&chainId=eip155:31337`, 'address'],
    [`/v1/account/${holder}/balance?${q}&chainId=31337`, 'chainId'],
  ])('rejects %s (bad %s) with 400 and the error body', async (url, field) => {
    const response = await t.get(url)
    expect(response.statusCode).toBe(400)
    const body = response.json() as {
      status: number
      reasons: Array<{ name: string; description: string }>
    }
    expect(body.status).toBe(400)
    expect(body.reasons[0]?.name).toBe('Bad Request')
    expect(body.reasons[0]?.description).toContain(field)
  })

  it('gives a worthless token named "Ether" no price: prices are keyed on chain and contract', async () => {
    const hostile = hostileContracts(
      t.chain.rpcUrl,
      await compileContracts(join(dataDir, 'contracts-cache')),
    )
    const fake = await hostile.token('Ether', 'ETH', 18)
    const target = testAccount(4).address
    await hostile.forge(fake, testAccount(9).address, target, 10n ** 21n)
    await t.indexAll()
    const { balances } = (
      await t.get(`/v1/account/${target}/balance?${q}&chainId=eip155:31337&forceUpdate=x`)
    ).json() as { balances: Array<Record<string, unknown>> }
    const impostor = balances.find(
      (balance) => balance.address === `eip155:31337:${fake.toLowerCase()}`,
    )
    expect(impostor).toMatchObject({ symbol: 'ETH', quantity: { decimals: '18', numeric: '1000' } })
    expect(impostor).not.toHaveProperty('price')
    expect(impostor).not.toHaveProperty('value')
    expect(balances.find((balance) => !balance.address)).toMatchObject({
      symbol: 'ETH',
      price: 3000,
    })
    const prices = await t.app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      payload: { currency: 'usd', addresses: [`eip155:31337:${fake}`], projectId: 'latch-demo' },
    })
    expect(prices.json()).toEqual({ fungibles: [] })
  })

  it('keeps a bounded cache: the least recently read accounts go first', async () => {
    const service = balanceService(balanceStore(db), createTokenList(t.config.tokens), 3)
    for (let i = 0; i < 6; i++)
      await service.balances(t.served, testAccount(i).address.toLowerCase(), false)
    expect(service.cachedAccounts()).toBe(3)
  })
})
