import { join } from 'node:path'
import { compileContracts, dataDir, hostileContracts, testAccount } from '@latch/devstack/chain'
import { encodeFunctionData, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const holder = testAccount(1).address

const testChain = useTestChain()

describe.each(testDatabases)('JSON-RPC proxy on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain, {
      config: (config) => ({
        ...config,
        rpcProxy: { ...config.rpcProxy, concurrencyPerProject: 2 },
      }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('proxies safe JSON-RPC reads and refuses everything else', async () => {
    const call = (method: string, params: unknown[] = []) =>
      t.app.inject({
        method: 'POST',
        url: '/v1?chainId=eip155:31337&projectId=latch-demo',
        payload: { jsonrpc: '2.0', id: 1, method, params },
      })
    expect((await call('eth_chainId')).json()).toMatchObject({ result: '0x7a69' })
    const refused = await call('anvil_setBalance', [holder, '0x0'])
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      error: { message: 'Requested RPC call is not allowed' },
    })
    expect((await call('personal_sign', ['0x00', holder])).statusCode).toBe(403)
    expect((await call('eth_sendTransaction', [{}])).statusCode).toBe(403)
  })

  const call = (method: string, params: unknown[] = []) =>
    t.app.inject({
      method: 'POST',
      url: '/v1?chainId=eip155:31337&projectId=latch-demo',
      payload: { jsonrpc: '2.0', id: 7, method, params },
    })

  it('bounds what one call may cost: no overrides, gas capped, the answer size capped', async () => {
    const bomb = await hostileContracts(
      t.chain.rpcUrl,
      await compileContracts(join(dataDir, 'contracts-cache')),
    ).returnBomb()
    const blob = (size: number) => ({
      to: bomb,
      data: encodeFunctionData({
        abi: parseAbi(['function blob(uint256 size) view returns (bytes)']),
        args: [BigInt(size)],
      }),
    })
    const small = await call('eth_call', [blob(1_000), 'latest'])
    expect(small.statusCode).toBe(200)
    expect((small.json() as { result: string }).result.length).toBeGreaterThan(2_000)

    const huge = await call('eth_call', [blob(1_200_000), 'latest'])
    expect(huge.statusCode).toBe(502)
    expect(huge.json()).toMatchObject({
      status: 502,
      reasons: [{ description: expect.stringContaining('larger than 1048576 bytes') }],
    })

    const override = await call('eth_call', [blob(10), 'latest', { [bomb]: { code: '0x6080' } }])
    expect(override.statusCode).toBe(400)
    expect(override.json()).toMatchObject({ id: 7, error: { code: -32602 } })
    const greedy = await call('eth_estimateGas', [{ ...blob(10), gas: '0x3b9aca00' }])
    expect(greedy.statusCode).toBe(400)
    expect(greedy.json()).toMatchObject({ error: { message: expect.stringContaining('gas') } })
  })

  it("bounds a project's upstream calls in flight", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('eth_getBalance', [holder, 'latest'])),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses).toContain(200)
    expect(statuses).toContain(429)
    expect((await call('eth_chainId')).statusCode).toBe(200)
  })

  it('answers deeply nested params with 400, not a failed upstream', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/v1?chainId=eip155:31337&projectId=latch-demo',
      headers: { 'content-type': 'application/json' },
      payload: `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
    })
    expect(deep.statusCode).toBe(400)
    expect(deep.json()).toMatchObject({ status: 400, reasons: [{ name: 'Bad Request' }] })
  })
})
