import { randomBytes } from 'node:crypto'
import type { Chain } from '@latch/devstack/chain'
import { createPublicClient, type Hex, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authOf } from '../../testing/authOf'
import { startSmartAccountApp } from '../../testing/startSmartAccountApp'
import { q, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const recipient = '0x000000000000000000000000000000000000dEaD'

/**
 * The embedded wallet's smart account (docs/smart-accounts.md) through `/v1/wallets/*`, on an anvil of its own
 * with EntryPoint v0.7, the SimpleAccountFactory, the VerifyingPaymaster and Alto: nothing faked. Its sends, and its
 * batches (behaviour.md §6.5: in `smartAccount` mode an EIP-5792 batch is one user operation), on one stack.
 */
describe.each(testDatabases)("the embedded wallet's smart account on $name", ({ create }) => {
  let paymaster: Hex
  let chain: Chain
  let t: TestApp
  let close: (() => Promise<void>) | undefined
  const client = () => createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) })

  beforeAll(async () => {
    const stack = await startSmartAccountApp(create)
    ;({ chain, t, paymaster, close } = stack)
  }, 90_000)
  afterAll(async () => {
    await close?.()
  })

  async function post(path: string, token: string, payload: object = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/v1/wallets${path}?${q}`,
      headers: { origin: t.config.secureSiteOrigin, authorization: `Bearer ${token}` },
      payload,
    })
  }

  async function signIn() {
    const subject = randomBytes(8).toString('hex')
    const { token } = await authOf(t.app).signInWithIdentity({
      provider: 'test',
      subject,
      email: `${subject}@example.com`,
      deviceId: randomBytes(12).toString('hex'),
      projectId: 'latch-demo',
    })
    return token
  }

  it('sends as a user operation: the first deploys the account, sponsored, and the record shows it', async () => {
    const token = await signIn()
    const owner = ((await post('/account', token)).json() as { address: Hex }).address
    expect((await post('/smartAccount', token)).json()).toEqual({ networks: [31337] })
    const before = (await post('/smartAccount', token, { chainId: 31337 })).json() as {
      address: Hex
      isDeployed: boolean
    }
    expect(before).toMatchObject({ networks: [31337], isDeployed: false })
    expect(before.address.toLowerCase()).not.toBe(owner.toLowerCase())

    const sent = await post('/sign', token, {
      method: 'eth_sendTransaction',
      params: [{ from: before.address.toLowerCase(), to: recipient, value: '0x0', data: '0x' }],
      chainId: 31337,
      accountType: 'smartAccount',
    })
    expect(sent.statusCode).toBe(200)
    const { result: hash } = sent.json() as { result: Hex }
    const receipt = await client().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await post('/smartAccount', token, { chainId: 31337 })).json()).toMatchObject({
      address: before.address,
      isDeployed: true,
    })
    // Nobody's balance paid: neither the key's address nor the smart account ever held ETH.
    expect(await client().getBalance({ address: owner })).toBe(0n)
    expect(await client().getBalance({ address: before.address })).toBe(0n)
    const record = await t.get(`/v1/paymaster/sponsorships/${before.address}?projectId=latch-demo`)
    expect(record.json().sponsorships).toHaveLength(1)
  }, 60_000)

  it("refuses a send from another address than the user's smart account, before any operation", async () => {
    const token = await signIn()
    const refused = await post('/sign', token, {
      method: 'eth_sendTransaction',
      params: [{ from: recipient.toLowerCase(), to: recipient, value: '0x0' }],
      chainId: 31337,
      accountType: 'smartAccount',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().reasons[0].description).toBe("from: not this user's smart account")
  }, 30_000)

  const smartCall = (token: string, method: string, params: unknown) =>
    post('/sign', token, { method, params, chainId: 31337, accountType: 'smartAccount' })

  it('a two-call batch is one user operation; with a call that reverts nothing happens', async () => {
    const token = await signIn()
    const { address } = (await post('/smartAccount', token, { chainId: 31337 })).json() as {
      address: Hex
    }
    const from = address.toLowerCase()
    expect(
      (
        await post('/sign', token, {
          method: 'wallet_getCapabilities',
          params: [from, ['0x7a69']],
          chainId: 31337,
        })
      ).json(),
    ).toEqual({ result: { '0x7a69': { atomic: { status: 'supported' } } } })

    // The paymaster has no function 0xdeadbeef: that call reverts, so the operation is refused whole.
    const refused = await smartCall(token, 'wallet_sendCalls', [
      {
        from,
        atomicRequired: true,
        calls: [{ to: recipient }, { to: paymaster, data: '0xdeadbeef' }],
      },
    ])
    expect(refused.statusCode).toBe(400)
    expect(await client().getCode({ address })).toBeUndefined()

    const sent = await smartCall(token, 'wallet_sendCalls', [
      { from, atomicRequired: true, calls: [{ to: recipient }, { to: recipient, data: '0x' }] },
    ])
    expect(sent.statusCode).toBe(200)
    const { id } = (sent.json() as { result: { id: Hex } }).result
    const status = (
      await post('/sign', token, { method: 'wallet_getCallsStatus', params: [id], chainId: 31337 })
    ).json() as { result: { status: number; atomic: boolean; receipts: unknown[] } }
    expect(status.result).toMatchObject({ status: 200, atomic: true })
    expect(status.result.receipts).toHaveLength(1)
    expect(await client().getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/)
  }, 60_000)
})
