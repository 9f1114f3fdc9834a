import { devPaymasterSignerKey } from '@latch/devstack/chain'
import {
  encodeFunctionData,
  type Hex,
  parseAbi,
  parseEther,
  recoverMessageAddress,
  slice,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp } from '../../testing/startTestApp'
import { sqlTestDatabases } from '../../testing/testDatabases'
import { projectStore } from '../projects/store'
import { createPaymasterService } from './service'
import { verifyingPaymasterHash } from './verifyingPaymasterHash'

const paymaster = '0x1111111111111111111111111111111111111111'
const signer = privateKeyToAccount(devPaymasterSignerKey)
const config = {
  signer,
  contracts: { 31337: paymaster },
  validitySeconds: 600,
  verificationGasLimit: 100_000n,
} as const
const allowed = '0x000000000000000000000000000000000000dead'
const other = '0x000000000000000000000000000000000000beef'
const account = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
const execute = (to: string) =>
  encodeFunctionData({ abi: account, functionName: 'execute', args: [to as Hex, 0n, '0x'] })
const executeBatch = (...to: string[]) =>
  encodeFunctionData({
    abi: account,
    functionName: 'executeBatch',
    args: [to as Hex[], to.map(() => 0n), to.map(() => '0x' as Hex)],
  })

/** A v0.7 operation in ERC-4337's RPC format; its most possible cost is 0.01 ETH (1M gas at 10 gwei). */
const userOp = (sender: string, nonce: number, callData: Hex = execute(allowed)) => ({
  sender,
  nonce: `0x${nonce.toString(16)}`,
  callData,
  callGasLimit: '0x7a120', // 500 000
  verificationGasLimit: '0x493e0', // 300 000
  preVerificationGas: '0x186a0', // 100 000 (+ 100 000 for the paymaster)
  maxFeePerGas: '0x2540be400', // 10 gwei
  maxPriorityFeePerGas: '0x3b9aca00',
  signature: '0x',
})
const sender = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

describe.each(sqlTestDatabases)('the server paymaster (ERC-7677) on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, undefined, {
      config: (base) => ({ ...base, paymaster: config }),
    })
    const service = createPaymasterService({ db, config })
    await service.store.savePolicy({
      projectId: 'latch-demo',
      enabled: true,
      projectDailyBudgetWei: parseEther('0.05'),
      userDailyBudgetWei: parseEther('0.02'),
      allowedTargets: [allowed, '0x000000000000000000000000000000000000CAFE'],
    })
    await service.store.savePolicy({
      projectId: 'tiny',
      enabled: false,
      projectDailyBudgetWei: parseEther('1'),
      userDailyBudgetWei: parseEther('1'),
      allowedTargets: null,
    })
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  const rpc = async (
    method: string,
    params: unknown,
    projectId = 'latch-demo',
    chainId = '0x7a69',
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/paymaster?projectId=${projectId}`,
      payload: {
        jsonrpc: '2.0',
        id: 7,
        method,
        params: Array.isArray(params) ? params : [params, entryPoint07Address, chainId, {}],
      },
    })
    expect(response.statusCode).toBe(200)
    return response.json() as {
      id: number
      result?: Record<string, string>
      error?: { code: number; message: string }
    }
  }

  it('signs an operation within the policy with the operator key, over the VerifyingPaymaster hash', async () => {
    const op = userOp(
      sender(1),
      0,
      executeBatch(allowed, '0x000000000000000000000000000000000000cafe'),
    )
    const stub = await rpc('pm_getPaymasterStubData', op)
    expect(stub.result).toMatchObject({
      paymaster,
      paymasterVerificationGasLimit: '0x186a0',
      paymasterPostOpGasLimit: '0x0',
      isFinal: false,
    })
    const { result } = await rpc('pm_getPaymasterData', op)
    expect(result).toMatchObject({ paymaster, paymasterVerificationGasLimit: '0x186a0' })
    const data = result?.paymasterData as Hex
    const validUntil = Number(BigInt(slice(data, 0, 32)))
    expect(validUntil).toBeGreaterThan(Date.now() / 1000)
    const hash = verifyingPaymasterHash({
      userOperation: {
        sender: op.sender as Hex,
        nonce: 0n,
        callData: op.callData,
        callGasLimit: 500_000n,
        verificationGasLimit: 300_000n,
        preVerificationGas: 100_000n,
        maxFeePerGas: 10_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
      },
      paymasterVerificationGasLimit: 100_000n,
      paymasterPostOpGasLimit: 0n,
      chainId: 31337,
      paymaster,
      validUntil,
      validAfter: 0,
    })
    expect(
      await recoverMessageAddress({ message: { raw: hash }, signature: slice(data, 64) }),
    ).toBe(signer.address)
    // The key is nowhere in what the server answers.
    expect(JSON.stringify(result)).not.toContain(devPaymasterSignerKey.slice(2))
    // The record shows the sponsorship at its most possible cost: 1M gas at 10 gwei.
    const record = await t.get(`/v1/paymaster/sponsorships/${sender(1)}?projectId=latch-demo`)
    expect(record.json()).toEqual({
      sponsorships: [
        expect.objectContaining({
          chainId: 31337,
          nonce: '0',
          maxCostWei: parseEther('0.01').toString(),
        }),
      ],
    })
  })

  it('refuses a call to a target outside the policy, or calls it cannot read', async () => {
    expect((await rpc('pm_getPaymasterData', userOp(sender(2), 0, execute(other)))).error).toEqual({
      code: -32501,
      message: `Calls to ${other} are not sponsored for this project`,
    })
    expect(
      (await rpc('pm_getPaymasterStubData', userOp(sender(2), 0, executeBatch(allowed, other))))
        .error?.message,
    ).toBe(`Calls to ${other} are not sponsored for this project`)
    expect((await rpc('pm_getPaymasterData', userOp(sender(2), 0, '0x12345678'))).error).toEqual({
      code: -32501,
      message: 'Only SimpleAccount execute and executeBatch calls are sponsored for this project',
    })
    const record = await t.get(`/v1/paymaster/sponsorships/${sender(2)}?projectId=latch-demo`)
    expect(record.json()).toEqual({ sponsorships: [] })
  })

  it("refuses past an account's daily budget, and past the project's, counting each operation once", async () => {
    // 0.02 ETH per account: two operations of 0.01, asked for twice each, fit; a third does not.
    for (const nonce of [0, 1, 0, 1])
      expect((await rpc('pm_getPaymasterData', userOp(sender(3), nonce))).result).toBeDefined()
    expect((await rpc('pm_getPaymasterData', userOp(sender(3), 2))).error).toEqual({
      code: -32501,
      message: "This account's daily sponsorship budget is spent",
    })
    expect((await rpc('pm_getPaymasterStubData', userOp(sender(3), 2))).error?.message).toBe(
      "This account's daily sponsorship budget is spent",
    )
    // 0.05 ETH for the project: sender 1's 0.01 and sender 3's 0.02, then 0.02 more, then no more.
    for (const nonce of [0, 1])
      expect((await rpc('pm_getPaymasterData', userOp(sender(4), nonce))).result).toBeDefined()
    expect((await rpc('pm_getPaymasterData', userOp(sender(5), 0))).error).toEqual({
      code: -32501,
      message: "This project's daily sponsorship budget is spent",
    })
  })

  it('refuses a project whose sponsorship is off, or that has none, and a chain it does not serve', async () => {
    expect((await rpc('pm_getPaymasterData', userOp(sender(6), 0), 'tiny')).error).toEqual({
      code: -32501,
      message: 'Gas sponsorship is off for this project',
    })
    await projectStore(db).upsert({
      id: 'bare',
      name: 'Bare',
      allowedOrigins: [],
      requestsPerMinute: 100,
    })
    expect(
      (await rpc('pm_getPaymasterStubData', userOp(sender(6), 0), 'bare')).error?.message,
    ).toBe('Gas sponsorship is off for this project')
    expect(
      (await rpc('pm_getPaymasterData', userOp(sender(6), 0), 'latch-demo', '0x1')).error,
    ).toEqual({
      code: -32602,
      message: 'chainId: 1 has no paymaster on this server',
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/paymaster?projectId=nope',
      payload: { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData', params: [] },
    })
    expect(unknown.statusCode).toBe(401)
  })

  it('answers bad input with JSON-RPC errors that name it, never a 5xx', async () => {
    const op = userOp(sender(7), 0)
    expect((await rpc('pm_getPaymasterData', { ...op, sender: 'dead' })).error).toEqual({
      code: -32602,
      message: 'userOp.sender: must be an EVM address (0x and 40 hex digits)',
    })
    expect((await rpc('pm_getPaymasterData', { ...op, nonce: '12' })).error?.message).toBe(
      'userOp.nonce: must be a hex quantity (0x and hex digits)',
    )
    expect(
      (
        await rpc('pm_getPaymasterData', [
          op,
          '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789',
          '0x7a69',
          {},
        ])
      ).error?.message,
    ).toBe(`entryPoint: only EntryPoint v0.7 (${entryPoint07Address}) is supported`)
    expect((await rpc('pm_getPaymasterData', [op])).error?.code).toBe(-32602)
    expect(
      (await rpc('pm_getPaymasterData', { ...op, paymasterVerificationGasLimit: '0xffffff' })).error
        ?.message,
    ).toBe('userOp.paymasterVerificationGasLimit: at most 100000 is signed here')
    expect((await rpc('eth_sendUserOperation', op)).error).toEqual({
      code: -32601,
      message: 'eth_sendUserOperation is not a paymaster method here',
    })
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/v1/paymaster?projectId=latch-demo',
      payload: { hello: 'world' },
    })
    expect(garbage.statusCode).toBe(200)
    expect(garbage.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Not a JSON-RPC 2.0 request' },
    })
  })

  it('counts a day as the last 24 hours of the server clock', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z')
    const service = createPaymasterService({ db, config, now: () => now })
    await service.store.savePolicy({
      projectId: 'tiny',
      enabled: true,
      projectDailyBudgetWei: parseEther('1'),
      userDailyBudgetWei: parseEther('0.01'),
      allowedTargets: null,
    })
    const request = (nonce: number) => ({
      projectId: 'tiny',
      entryPoint: entryPoint07Address,
      chainId: 31337,
      userOperation: {
        sender: sender(8) as Hex,
        nonce: BigInt(nonce),
        callData: execute(other),
        callGasLimit: 500_000n,
        verificationGasLimit: 300_000n,
        preVerificationGas: 100_000n,
        maxFeePerGas: 10_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
      },
    })
    await service.sign(request(0))
    await expect(service.sign(request(1))).rejects.toThrow(
      "This account's daily sponsorship budget is spent",
    )
    now += 24 * 3600 * 1000
    await expect(service.sign(request(1))).resolves.toMatchObject({ paymaster })
  })
})

describe('a server without a paymaster key', () => {
  it('answers that it sponsors nothing', async () => {
    const [database] = sqlTestDatabases
    const db = await database.create()
    const t = await startTestApp(db)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/paymaster?projectId=latch-demo',
      payload: {
        jsonrpc: '2.0',
        id: 1,
        method: 'pm_getPaymasterStubData',
        params: [userOp(sender(9), 0), entryPoint07Address, '0x7a69', null],
      },
    })
    expect(response.json().error).toEqual({
      code: -32501,
      message: 'This server sponsors no operations: its paymaster is not set up',
    })
    await t.close()
    await db.close()
  })
})
