import { randomBytes } from 'node:crypto'
import { alreadySmartAccount, smartAccountNotOnNetwork } from '@latch/core/errorTexts'
import type { FrameHandlerContext, FrameHandlers } from '@latch/frame'
import { createPublicClient, type Hex, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authOf } from '../../../../packages/server/src/testing/authOf'
import { startSmartAccountApp } from '../../../../packages/server/src/testing/startSmartAccountApp'
import type { TestApp } from '../../../../packages/server/src/testing/startTestApp'
import { testDatabases } from '../../../../packages/server/src/testing/testDatabases'
import { createApprovals } from '../approval/approvals'
import { createFrameHandlers } from './frameHandlers'
import { createLatchApi } from './latchApi'
import { createSessionStore } from './sessionStore'

const secureSiteOrigin = 'http://127.0.0.1:8788'
const recipient = '0x000000000000000000000000000000000000dead'

const fromSecureSite: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as object), origin: secureSiteOrigin } })

/**
 * Spec §7's smart-account frame events and the sends that follow (docs/smart-accounts.md), against the Latch
 * server on an anvil of its own with ERC-4337 and Alto: nothing faked.
 */
describe.each(testDatabases)("the frame's smart account on $name", (database) => {
  let stack: Awaited<ReturnType<typeof startSmartAccountApp>>
  let t: TestApp
  let apiUrl: string

  beforeAll(async () => {
    stack = await startSmartAccountApp(database.create)
    t = stack.t
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    if (!address || typeof address === 'string') throw new Error('not listening')
    apiUrl = `http://127.0.0.1:${address.port}`
  }, 90_000)
  afterAll(() => stack?.close())

  async function signedInFrame() {
    const items = new Map<string, string>()
    const storage = {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }
    const session = createSessionStore(storage)
    const approvals = createApprovals({ onShow: () => {}, onHide: () => {} })
    const handlers = createFrameHandlers({
      params: { projectId: 'latch-demo', appOrigin: 'http://localhost:5173', apiUrl },
      api: createLatchApi({
        apiUrl,
        projectId: 'latch-demo',
        token: session.token,
        fetch: fromSecureSite,
      }),
      session,
      approvals,
      notify: (() => {}) as never,
      onTheme: () => {},
      onDappData: () => {},
    })
    let nextId = 0
    const call = async <Name extends keyof FrameHandlers>(
      name: Name,
      payload: Parameters<NonNullable<FrameHandlers[Name]>>[0],
    ) => {
      const handler = handlers[name] as (p: unknown, c: FrameHandlerContext) => unknown
      return handler(payload, { id: String(nextId++), signal: new AbortController().signal })
    }
    const email = `${randomBytes(6).toString('hex')}@example.com`
    await call('CONNECT_EMAIL', { email })
    let code: string | undefined
    for (let i = 0; i < 100 && !code; i++) {
      code = authOf(t.app)
        .mailer.sink?.messages(email)[0]
        ?.subject.match(/(\d{6})$/)?.[1]
      if (!code) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await call('CONNECT_OTP', { otp: code ?? '' })
    const user = (await call('GET_USER', { chainId: 31337 })) as { address: Hex }
    return { storage, approvals, call, address: user.address }
  }

  it('switches to the smart account, sends through it sponsored, and switches back', async () => {
    const f = await signedInFrame()
    expect(await f.call('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)).toEqual({
      smartAccountEnabledNetworks: [31337],
    })
    const smart = (await f.call('INIT_SMART_ACCOUNT', undefined)) as { address: Hex }
    expect(smart).toEqual({
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      isDeployed: false,
    })
    expect(smart.address.toLowerCase()).not.toBe(f.address.toLowerCase())

    expect(await f.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smart.address,
    })
    expect(f.storage.items.get('latch.accountType')).toBe('smartAccount')
    await expect(f.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      alreadySmartAccount,
    )
    expect(await f.call('GET_USER', { chainId: 31337 })).toMatchObject({
      address: smart.address,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      accounts: [
        { address: f.address, type: 'eoa' },
        { address: smart.address, type: 'smartAccount' },
      ],
    })
    expect(await f.call('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([smart.address])

    const sending = f.call('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: smart.address, to: recipient, value: '0x0' }],
      chainId: 31337,
    })
    await expect.poll(() => f.approvals.current()).toBeDefined()
    f.approvals.answer(f.approvals.current()?.id ?? 0, true)
    const hash = (await sending) as Hex
    const client = createPublicClient({ chain: foundry, transport: http(stack.chain.rpcUrl) })
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await f.call('GET_USER', { chainId: 31337 })).toMatchObject({
      smartAccountDeployed: true,
    })

    expect(await f.call('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: f.address,
    })
    expect(await f.call('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([f.address])
  }, 60_000)

  it('refuses the smart account on a network outside the list (behaviour.md §6.1)', async () => {
    const f = await signedInFrame()
    await f.call('SWITCH_NETWORK', { chainId: 1 })
    await expect(f.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      smartAccountNotOnNetwork,
    )
    await expect(f.call('INIT_SMART_ACCOUNT', undefined)).rejects.toThrow(smartAccountNotOnNetwork)
    expect(f.storage.items.has('latch.accountType')).toBe(false)
  }, 30_000)
})
