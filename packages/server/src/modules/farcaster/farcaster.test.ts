import { join } from 'node:path'
import { dataDir } from '@latch/devstack/chain'
import {
  type FarcasterRelay,
  installFarcasterIdRegistry,
  registerFarcasterFid,
  signInAsFarcasterClient,
  startFarcasterRelay,
} from '@latch/devstack/farcaster'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { createMailer } from '../../platform/mail/createMailer'
import { createMemoryRateLimiter } from '../../platform/rateLimit/createMemoryRateLimiter'
import { startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { sqlTestDatabases } from '../../testing/testDatabases'
import { createAuthService } from '../auth/service'
import { farcasterClient } from './farcasterClient'
import { farcasterService } from './service'

const secureSite = 'http://127.0.0.1:8788'
const appOrigin = 'http://localhost:5173'
const deviceId = 'device-0123456789abcdef'
const fid = 7001n
const custody = privateKeyToAccount(`0x${'a1'.repeat(32)}`)
const stranger = privateKeyToAccount(`0x${'b2'.repeat(32)}`)

type ErrorBody = { status: number; reasons: Array<{ name: string; description: string }> }

const testChain = useTestChain()
let relay: FarcasterRelay

beforeAll(async () => {
  relay = await startFarcasterRelay()
  await installFarcasterIdRegistry(testChain.chain.rpcUrl, join(dataDir, 'contracts-cache'))
  await registerFarcasterFid(testChain.chain.rpcUrl, fid, custody.address)
}, 60_000)
afterAll(() => relay?.stop())

describe.each(sqlTestDatabases)('Farcaster login on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  let now = Date.now()

  const withFarcaster = (config: TestApp['config']) => ({
    ...config,
    farcaster: { relayUrl: relay.url, optimismRpcUrl: testChain.chain.rpcUrl },
  })
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: secureSite } })
  const start = async () => {
    const response = await post('/v1/farcaster/start', {
      projectId: 'latch-demo',
      appOrigin,
      deviceId,
    })
    expect(response.statusCode).toBe(200)
    return response.json() as { channelToken: string; url: string }
  }
  const status = (channelToken: string, device = deviceId) =>
    post('/v1/farcaster/status', { projectId: 'latch-demo', channelToken, deviceId: device })
  const expectRefused = (response: { statusCode: number; json: () => unknown }, name: string) => {
    expect(response.statusCode).toBe(400)
    expect((response.json() as ErrorBody).reasons[0]).toEqual({
      name,
      description: 'Failed to connect to farcaster',
    })
  }
  /** The service on the test app's database with a clock the test moves. */
  const serviceWithClock = () => {
    const auth = createAuthService({
      db,
      config: t.config,
      mailer: createMailer(t.config.mail),
      rateLimiter: createMemoryRateLimiter(),
      now: () => now,
    })
    return farcasterService({
      db,
      client: farcasterClient(withFarcaster(t.config).farcaster),
      signInWithIdentity: auth.signInWithIdentity,
      now: () => now,
    })
  }

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain, { config: withFarcaster })
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('signs the fid in once its custody key signed, and the same fid is the same user', async () => {
    const first = await start()
    expect(first.url).toContain(first.channelToken)
    expect((await status(first.channelToken)).json()).toEqual({ state: 'pending' })
    await signInAsFarcasterClient({ relayUrl: relay.url, signInUrl: first.url, custody, fid })
    const signedIn = (await status(first.channelToken)).json()
    expect(signedIn).toMatchObject({ state: 'completed', fid: Number(fid), userName: 'fid7001' })
    // Used up: the answer opens one session.
    expectRefused(await status(first.channelToken), 'Unknown Channel')

    const again = await start()
    await signInAsFarcasterClient({ relayUrl: relay.url, signInUrl: again.url, custody, fid })
    const second = (await status(again.channelToken)).json()
    expect(second.user.id).toBe(signedIn.user.id)
    expect(second.token).not.toBe(signedIn.token)
  })

  it('refuses a message for another domain', async () => {
    const { channelToken, url } = await start()
    await signInAsFarcasterClient({
      relayUrl: relay.url,
      signInUrl: url,
      custody,
      fid,
      domain: 'evil.example',
    })
    expectRefused(await status(channelToken), 'Wrong Domain')
  })

  it('refuses a bad signature', async () => {
    const { channelToken, url } = await start()
    const signature = (await stranger.signMessage({ message: 'something else' })) as Hex
    await signInAsFarcasterClient({ relayUrl: relay.url, signInUrl: url, custody, fid, signature })
    expectRefused(await status(channelToken), 'Invalid Signature')
  })

  it('refuses a signer that is not the custody address of the fid', async () => {
    const { channelToken, url } = await start()
    await signInAsFarcasterClient({ relayUrl: relay.url, signInUrl: url, custody: stranger, fid })
    expectRefused(await status(channelToken), 'Not The Custody Address')
  })

  it('refuses an expired message (injected clock)', async () => {
    now = Date.now()
    const service = serviceWithClock()
    const { channelToken, url } = await service.start({
      projectId: 'latch-demo',
      appOrigin,
      deviceId,
    })
    await signInAsFarcasterClient({
      relayUrl: relay.url,
      signInUrl: url,
      custody,
      fid,
      expirationTime: new Date(now + 60_000),
    })
    now += 5 * 60_000
    await expect(
      service.status({ projectId: 'latch-demo', channelToken, deviceId }),
    ).rejects.toMatchObject({ statusCode: 400, reason: 'Message Expired' })
  })

  it('lets only the device that started finish, and refuses an app origin the project does not allow', async () => {
    const { channelToken } = await start()
    expectRefused(await status(channelToken, 'another-device-0123456789'), 'Unknown Channel')
    const foreign = await post('/v1/farcaster/start', {
      projectId: 'latch-demo',
      appOrigin: 'https://evil.example',
      deviceId,
    })
    expect(foreign.statusCode).toBe(403)
    expect((foreign.json() as ErrorBody).reasons[0]?.description).toBe(
      'Failed to connect to farcaster',
    )
  })
})
