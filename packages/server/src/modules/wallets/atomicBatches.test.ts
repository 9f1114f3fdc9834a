import { randomBytes } from 'node:crypto'
import {
  installSimple7702Account,
  simple7702AccountAddress,
  testAccount,
} from '@latch/devstack/chain'
import { encodeFunctionData, erc20Abi, type Hex, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateKek, type Kek, parseKekList } from '../../platform/crypto/kekList'
import type { Database } from '../../platform/db/Database'
import { authOf } from '../../testing/authOf'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { simple7702AccountAddress as serverContractAddress } from './simple7702Account'

const testChain = useTestChain()

function keks(...entries: string[]): Kek[] {
  const parsed = parseKekList(entries.join(','))
  if (!('keks' in parsed)) throw new Error(parsed.problem)
  return parsed.keks
}

type CallsStatus = {
  status: number
  atomic: boolean
  receipts: Array<{ status: Hex; transactionHash: Hex }>
}

// behaviour.md §6.5: on a chain with Simple7702Account, a batch is one transaction from the account to itself.
describe.each(testDatabases)('atomic batches (EIP-7702) on $name', ({ create }) => {
  let db: Database
  let t: TestApp

  beforeAll(async () => {
    // The worker's chain is reverted after the file: the contract is there for this file only.
    await installSimple7702Account(testChain.chain.rpcUrl)
    db = await create()
    t = await startTestApp(db, testChain, {
      config: (config) => ({ ...config, keks: keks(generateKek('k1')) }),
    })
    await t.app.ready()
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  async function signIn() {
    const subject = randomBytes(8).toString('hex')
    const { token } = await authOf(t.app).signInWithIdentity({
      provider: 'test',
      subject,
      email: `${subject}@example.com`,
      deviceId: randomBytes(12).toString('hex'),
      projectId: 'latch-demo',
    })
    const response = await post('/account', token)
    return { token, address: (response.json() as { address: Hex }).address }
  }

  function post(path: string, token: string, payload: object = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/v1/wallets${path}?${q}`,
      headers: { origin: t.config.secureSiteOrigin, authorization: `Bearer ${token}` },
      payload,
    })
  }

  const sign = (token: string, method: string, params: unknown) =>
    post('/sign', token, { method, params, chainId: 31337 })

  async function fund(address: Hex) {
    const wallet = t.wallet(7)
    const hash = await wallet.sendTransaction({ to: address, value: parseEther('1') })
    await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }

  const approve = (spender: Hex, amount: bigint) => ({
    to: t.contracts.lusd,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
  })
  const allowance = (owner: Hex, spender: Hex) =>
    t.wallet(0).readContract({
      address: t.contracts.lusd,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, spender],
    })
  const capabilities = async (token: string, address: Hex) =>
    (
      (await sign(token, 'wallet_getCapabilities', [address, ['0x7a69']])).json() as {
        result: unknown
      }
    ).result

  async function settledStatus(token: string, id: Hex): Promise<CallsStatus> {
    for (;;) {
      const answer = await sign(token, 'wallet_getCallsStatus', [id])
      expect(answer.statusCode).toBe(200)
      const status = (answer.json() as { result: CallsStatus }).result
      if (status.status !== 100) return status
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it('the dev stack and the server name the same contract', () => {
    expect(serverContractAddress).toBe(simple7702AccountAddress)
  })

  it('a batch with a call that reverts changes nothing, not even the delegation', async () => {
    const { token, address } = await signIn()
    await fund(address)
    const spender = testAccount(8).address
    expect(await capabilities(token, address)).toEqual({
      '0x7a69': { atomic: { status: 'ready' } },
    })
    const nonce = await t.wallet(0).getTransactionCount({ address })
    const response = await sign(token, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: address,
        atomicRequired: true,
        calls: [
          approve(spender, 5n),
          // The new account holds no LUSD: this transfer reverts.
          {
            to: t.contracts.lusd,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [spender, 1n],
            }),
          },
        ],
      },
    ])
    expect(response.statusCode).toBe(400)
    expect(
      (response.json() as { reasons: [{ description: string }] }).reasons[0].description,
    ).toMatch(/^Transaction refused: /)
    expect(await allowance(address, spender)).toBe(0n)
    expect(await t.wallet(0).getCode({ address })).toBeUndefined()
    expect(await t.wallet(0).getTransactionCount({ address })).toBe(nonce)
  })

  it('a two-call batch is one transaction at the same address, delegated to Simple7702Account', async () => {
    const { token, address } = await signIn()
    await fund(address)
    const [spender, payee] = [testAccount(8).address, testAccount(9).address]
    const before = await t.wallet(0).getBalance({ address: payee })
    const response = await sign(token, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: address,
        atomicRequired: true,
        calls: [approve(spender, 5n), { to: payee, value: toHex(1000n) }],
      },
    ])
    expect(response.statusCode).toBe(200)
    const { id } = (response.json() as { result: { id: Hex } }).result
    const status = await settledStatus(token, id)
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    const tx = await t
      .wallet(0)
      .getTransaction({ hash: status.receipts[0]?.transactionHash as Hex })
    expect([tx.from, tx.to, tx.type]).toEqual([
      address.toLowerCase(),
      address.toLowerCase(),
      'eip7702',
    ])
    expect(await t.wallet(0).getCode({ address })).toBe(
      `0xef0100${simple7702AccountAddress.slice(2).toLowerCase()}`,
    )
    expect(await allowance(address, spender)).toBe(5n)
    expect(await t.wallet(0).getBalance({ address: payee })).toBe(before + 1000n)
    expect(await capabilities(token, address)).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })

    // Delegated: the next batch needs no authorization, and one that reverts still changes nothing.
    const next = await sign(token, 'wallet_sendCalls', [
      { calls: [approve(spender, 7n), { to: payee, value: toHex(1n) }] },
    ])
    const nextStatus = await settledStatus(
      token,
      (next.json() as { result: { id: Hex } }).result.id,
    )
    expect(nextStatus).toMatchObject({ status: 200, atomic: true })
    expect(await allowance(address, spender)).toBe(7n)
    const reverting = await sign(token, 'wallet_sendCalls', [
      { calls: [approve(spender, 9n), { to: payee, value: toHex(parseEther('5')) }] },
    ])
    expect(reverting.statusCode).toBe(400)
    expect(await allowance(address, spender)).toBe(7n)
  })

  it('refuses an unknown capability and a target without 0x with the spec’s texts, never a 5xx', async () => {
    const { token, address } = await signIn()
    const unknown = await sign(token, 'wallet_sendCalls', [
      { calls: [{ to: address }], capabilities: { paymasterService: { url: 'https://x' } } },
    ])
    expect(unknown.json()).toEqual({
      status: 400,
      reasons: [
        {
          name: 'Bad Request',
          description: 'Unsupported non-optional capability: paymasterService',
        },
      ],
    })
    const optional = await sign(token, 'wallet_getCapabilities', [address, ['0x1']])
    expect(optional.json()).toEqual({ result: {} })
    const noPrefix = await sign(token, 'wallet_sendCalls', [{ calls: [{ to: address.slice(2) }] }])
    expect(noPrefix.json()).toEqual({
      status: 400,
      reasons: [{ name: 'Bad Request', description: 'Call 0: the target must start with 0x' }],
    })
    const otherAccount = await sign(token, 'wallet_getCapabilities', [testAccount(1).address])
    expect(otherAccount.statusCode).toBe(400)
  })
})
