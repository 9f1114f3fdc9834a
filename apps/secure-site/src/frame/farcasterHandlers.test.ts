import { join } from 'node:path'
import { dataDir } from '@latch/devstack/chain'
import {
  type FarcasterRelay,
  installFarcasterIdRegistry,
  registerFarcasterFid,
  signInAsFarcasterClient,
  startFarcasterRelay,
} from '@latch/devstack/farcaster'
import type { FrameHandlerContext, FrameHandlers } from '@latch/frame'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateKek, parseKekList } from '../../../../packages/server/src/platform/crypto/kekList'
import type { Database } from '../../../../packages/server/src/platform/db/Database'
import {
  startTestApp,
  type TestApp,
  useTestChain,
} from '../../../../packages/server/src/testing/startTestApp'
import { testDatabases } from '../../../../packages/server/src/testing/testDatabases'
import { createApprovals } from '../approval/approvals'
import { createFrameHandlers } from './frameHandlers'
import { createLatchApi } from './latchApi'
import { createSessionStore } from './sessionStore'

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (beforeAll/afterAll), not a React hook
const testChain = useTestChain()

const secureSiteOrigin = 'http://127.0.0.1:8788'
const appOrigin = 'http://localhost:5173'
const fid = 8123n
const custody = privateKeyToAccount(`0x${'c3'.repeat(32)}`)

/** What a browser at the secure site's origin sends: its Origin on every call (Node's fetch sends none). */
const fromSecureSite: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as object), origin: secureSiteOrigin } })

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

let relay: FarcasterRelay
beforeAll(async () => {
  relay = await startFarcasterRelay()
  await installFarcasterIdRegistry(testChain.chain.rpcUrl, join(dataDir, 'contracts-cache'))
  await registerFarcasterFid(testChain.chain.rpcUrl, fid, custody.address)
}, 60_000)
afterAll(() => relay?.stop())

describe.each(testDatabases)('Farcaster login through the frame on $name', (database) => {
  let db: Database
  let t: TestApp
  let apiUrl: string

  beforeAll(async () => {
    db = await database.create()
    const parsed = parseKekList(generateKek('k1'))
    if (!('keks' in parsed)) throw new Error(parsed.problem)
    t = await startTestApp(db, testChain, {
      config: (config) => ({
        ...config,
        keks: parsed.keks,
        farcaster: { relayUrl: relay.url, optimismRpcUrl: testChain.chain.rpcUrl },
      }),
    })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    if (!address || typeof address === 'string') throw new Error('not listening')
    apiUrl = `http://127.0.0.1:${address.port}`
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  /** A fresh frame (its own storage: another browser) as the app would load it. */
  function frame() {
    const session = createSessionStore(memoryStorage())
    const handlers = createFrameHandlers({
      params: { projectId: 'latch-demo', appOrigin, apiUrl },
      api: createLatchApi({
        apiUrl,
        projectId: 'latch-demo',
        token: session.token,
        fetch: fromSecureSite,
      }),
      session,
      approvals: createApprovals({ onShow: () => {}, onHide: () => {} }),
      notify: (() => {}) as never,
      onTheme: () => {},
      onDappData: () => {},
      // The poll's pause: the relay already holds the answer when the test asks, or soon will.
      wait: () => new Promise((resolve) => setImmediate(resolve)),
    })
    let nextId = 0
    return <Name extends keyof FrameHandlers>(
      name: Name,
      payload: Parameters<NonNullable<FrameHandlers[Name]>>[0],
    ) => {
      const handler = handlers[name] as (p: unknown, c: FrameHandlerContext) => unknown
      return Promise.resolve(
        handler(payload, { id: String(nextId++), signal: new AbortController().signal }),
      )
    }
  }

  async function signIn(signature?: Hex) {
    const call = frame()
    const { url } = (await call('GET_FARCASTER_URI', undefined)) as { url: string }
    await signInAsFarcasterClient({
      relayUrl: relay.url,
      signInUrl: url,
      custody,
      fid,
      ...(signature && { signature }),
    })
    return { call, connected: call('CONNECT_FARCASTER', undefined) }
  }

  it('signs the fid in and answers its wallet; the same fid in another browser gets the same address', async () => {
    const first = await signIn()
    expect(await first.connected).toEqual({ userName: 'fid8123' })
    const user = (await first.call('GET_USER', { chainId: 31337 })) as { address: Hex }
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const second = await signIn()
    await second.connected
    expect(await second.call('GET_USER', { chainId: 31337 })).toMatchObject({
      address: user.address,
    })
  })

  it('refuses a bad signature with "Failed to connect to farcaster", and stays signed out', async () => {
    const bad = await signIn(await custody.signMessage({ message: 'not the sign-in message' }))
    await expect(bad.connected).rejects.toThrow('Failed to connect to farcaster')
    expect(await bad.call('IS_CONNECTED', undefined)).toEqual({ isConnected: false })
  })

  it('has nothing to connect before a channel was opened', async () => {
    await expect(frame()('CONNECT_FARCASTER', undefined)).rejects.toThrow(
      'Failed to connect to farcaster',
    )
  })
})
