import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateKek, parseKekList } from '../../platform/crypto/kekList'
import type { Database } from '../../platform/db/Database'
import { sqlTestDatabases } from '../../testing/testDatabases'
import { type AuthApp, codeOf, q, secureSite, startAuthApp } from '../auth/testing/startAuthApp'
import { softAuthenticator } from './testing/softAuthenticator'

type ErrorBody = { status: number; reasons: Array<{ name: string; description: string }> }
type Options = { challenge: string; rp: { id: string }; user: { id: string } }
type SignedIn = { token: string; user: { id: string; email: string | null } }

const device = (name: string) => `device-${name}-0123456789abcdef`
const rpId = new URL(secureSite).hostname

// Challenges, credentials and counters are SQL (taken once, moved only forward): both databases.
describe.each(sqlTestDatabases)('passkeys on $name', ({ create }) => {
  let db: Database
  let t: AuthApp

  async function post(
    path: string,
    body: Record<string, unknown>,
    token?: string,
    origin = secureSite,
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/v1/passkeys${path}?${q}`,
      payload: body,
      headers: { origin, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
  }
  const reason = (response: { json(): unknown }) => (response.json() as ErrorBody).reasons[0]
  async function options(path: string, deviceId: string, token?: string) {
    const response = await post(`${path}/options`, { deviceId }, token)
    expect(response.statusCode).toBe(200)
    return (response.json() as { options: Options }).options
  }

  /** A new visitor's passkey: register, then the session it opens. */
  async function register(deviceId: string) {
    const authenticator = softAuthenticator({ origin: secureSite, rpId })
    const response = authenticator.create(await options('/register', deviceId))
    const verify = await post('/register/verify', { deviceId, response })
    expect(verify.statusCode).toBe(200)
    return { authenticator, ...(verify.json() as SignedIn) }
  }

  beforeAll(async () => {
    db = await create()
    const parsed = parseKekList(generateKek('k1'))
    if (!('keks' in parsed)) throw new Error(parsed.problem)
    t = await startAuthApp(db, { config: (config) => ({ ...config, keks: parsed.keks }) })
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('signs a visitor up with a passkey alone, then in again with it: the same user, a new session', async () => {
    const { authenticator, token, user } = await register(device('a'))
    expect(user).toEqual({ id: expect.any(String), email: null })
    expect((await t.post('/session', {}, { token })).json()).toEqual({ user })

    const creation = await options('/register', device('a'))
    expect(creation.rp).toEqual({ id: rpId, name: 'Latch' })

    // Another browser, the same passkey (synced or exported): any device may sign in with it.
    const deviceId = device('other')
    const login = await options('/login', deviceId)
    const verify = await post('/login/verify', {
      deviceId,
      response: authenticator.get(login),
    })
    expect(verify.statusCode).toBe(200)
    const again = verify.json() as SignedIn
    expect(again.user).toEqual(user)
    expect(again.token).not.toBe(token)
    expect((await t.post('/session', {}, { token: again.token })).statusCode).toBe(200)
  })

  it('refuses a replayed assertion and a challenge used again: single use', async () => {
    const { authenticator } = await register(device('r'))
    const login = await options('/login', device('r'))
    const answer = authenticator.get(login)
    expect(
      (await post('/login/verify', { deviceId: device('r'), response: answer })).statusCode,
    ).toBe(200)
    const replay = await post('/login/verify', { deviceId: device('r'), response: answer })
    expect(replay.statusCode).toBe(400)
    expect(reason(replay)).toEqual({
      name: 'Challenge Already Used',
      description: 'Failed to connect',
    })
    // A fresh signature over the used challenge is refused the same way.
    const reused = await post('/login/verify', {
      deviceId: device('r'),
      response: authenticator.get(login),
    })
    expect(reason(reused)?.name).toBe('Challenge Already Used')
    // A registration's challenge is refused once used too.
    const creation = await options('/register', device('r'))
    const fresh = softAuthenticator({ origin: secureSite, rpId })
    const response = fresh.create(creation)
    expect((await post('/register/verify', { deviceId: device('r'), response })).statusCode).toBe(
      200,
    )
    const twice = await post('/register/verify', { deviceId: device('r'), response })
    expect(reason(twice)?.name).toBe('Challenge Already Used')
  })

  it('refuses a challenge of another device, an unknown one and a stale one', async () => {
    const { authenticator } = await register(device('d'))
    const login = await options('/login', device('d'))
    // The page that relayed the answer cannot finish it for another device (as a social login's state).
    const elsewhere = await post('/login/verify', {
      deviceId: device('thief'),
      response: authenticator.get(login),
    })
    expect(reason(elsewhere)?.name).toBe('Unknown Challenge')
    const unknown = await post('/login/verify', {
      deviceId: device('d'),
      response: authenticator.get({ challenge: 'bm90LWEtY2hhbGxlbmdlLXdlLWlzc3VlZA' }),
    })
    expect(reason(unknown)?.name).toBe('Unknown Challenge')

    const stale = await options('/login', device('d'))
    t.clock.now += 5 * 60_000
    const late = await post('/login/verify', {
      deviceId: device('d'),
      response: authenticator.get(stale),
    })
    expect(reason(late)).toEqual({ name: 'Challenge Expired', description: 'Failed to connect' })
  })

  it('refuses a counter that does not move forward (a cloned authenticator)', async () => {
    const { authenticator } = await register(device('c'))
    for (let i = 0; i < 2; i++) {
      const response = authenticator.get(await options('/login', device('c')))
      expect((await post('/login/verify', { deviceId: device('c'), response })).statusCode).toBe(
        200,
      )
    }
    expect(authenticator.counter).toBe(2)
    for (const counter of [2, 1]) {
      const response = authenticator.get(await options('/login', device('c')), { counter })
      const refused = await post('/login/verify', { deviceId: device('c'), response })
      expect(refused.statusCode).toBe(400)
      expect(reason(refused)).toEqual({
        name: 'Counter Rollback',
        description: 'Failed to connect',
      })
    }
    const response = authenticator.get(await options('/login', device('c')), { counter: 3 })
    expect((await post('/login/verify', { deviceId: device('c'), response })).statusCode).toBe(200)
  })

  it('refuses another relying party and another origin, at sign-up and at sign-in', async () => {
    const otherRp = softAuthenticator({ origin: secureSite, rpId: 'evil.example' })
    const signUp = await post('/register/verify', {
      deviceId: device('o'),
      response: otherRp.create(await options('/register', device('o'))),
    })
    expect(reason(signUp)).toEqual({
      name: 'Other Relying Party',
      description: 'Failed to connect',
    })
    const phished = softAuthenticator({ origin: 'http://localhost:5173', rpId })
    const fromApp = await post('/register/verify', {
      deviceId: device('o'),
      response: phished.create(await options('/register', device('o'))),
    })
    expect(reason(fromApp)?.name).toBe('Wrong Origin')

    const { authenticator } = await register(device('o'))
    for (const [lie, name] of [
      [{ rpId: 'evil.example' }, 'Other Relying Party'],
      [{ origin: 'http://localhost:5173' }, 'Wrong Origin'],
      [{ origin: 'http://127.0.0.1:8789' }, 'Wrong Origin'],
    ] as const) {
      const response = authenticator.get(await options('/login', device('o')), lie)
      const refused = await post('/login/verify', { deviceId: device('o'), response })
      expect(refused.statusCode).toBe(400)
      expect(reason(refused)?.name).toBe(name)
    }
    // In the secure site's frame: the page around it must be one of the project's app origins.
    const inApp = authenticator.get(await options('/login', device('o')), {
      topOrigin: 'http://localhost:5173',
    })
    expect(
      (await post('/login/verify', { deviceId: device('o'), response: inApp })).statusCode,
    ).toBe(200)
    const framed = authenticator.get(await options('/login', device('o')), {
      topOrigin: 'https://phishing.example',
    })
    const inOther = await post('/login/verify', { deviceId: device('o'), response: framed })
    expect(reason(inOther)?.name).toBe('Wrong Origin')
    // Only the secure site calls these routes.
    const appPage = await post(
      '/login/options',
      { deviceId: device('o') },
      undefined,
      'http://localhost:5173',
    )
    expect(appPage.statusCode).toBe(403)
  })

  it('lets an e-mail user add a passkey, then sign in with it alone as the same user', async () => {
    const email = 'passkey@example.com'
    const deviceId = device('e')
    await t.post('/email/start', { email, deviceId })
    const otp = codeOf((await t.inbox(email))[0])
    const signedIn = (await t.post('/email/verify', { email, deviceId, otp })).json() as SignedIn

    expect((await post('/add/options', { deviceId })).statusCode).toBe(401)
    const authenticator = softAuthenticator({ origin: secureSite, rpId })
    const creation = await options('/add', deviceId, signedIn.token)
    expect(creation.user).toMatchObject({ name: email })
    const response = authenticator.create(creation)
    // Only the session that asked may finish: another user's is refused.
    const { token: stranger } = await register(device('s'))
    const stolen = await post('/add/verify', { deviceId, response }, stranger)
    expect(reason(stolen)?.name).toBe('Unknown Challenge')
    const added = await post(
      '/add/verify',
      { deviceId, response: authenticator.create(await options('/add', deviceId, signedIn.token)) },
      signedIn.token,
    )
    expect(added.json()).toEqual({ added: true })
    expect((await post('/list', {}, signedIn.token)).json()).toEqual({
      passkeys: [{ id: authenticator.id }],
    })

    const login = await options('/login', device('e2'))
    const verify = await post('/login/verify', {
      deviceId: device('e2'),
      response: authenticator.get(login),
    })
    expect((verify.json() as SignedIn).user).toEqual(signedIn.user)
  })

  it('exports the key of a passkey user behind a fresh assertion of their own passkey, not a mailed code', async () => {
    const { authenticator, token } = await register(device('x'))
    const wallets = (path: string, body: Record<string, unknown>, bearer = token) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/wallets${path}?${q}`,
        payload: body,
        headers: { origin: secureSite, authorization: `Bearer ${bearer}` },
      })
    const { address } = (await wallets('/account', {})).json() as { address: string }
    // A code is not enough once the user has a passkey (behaviour.md §11.7).
    const byCode = await wallets('/export', { otp: '123456' })
    expect(byCode.statusCode).toBe(400)
    expect(reason(byCode)?.description).toMatch(/^deviceId: /)

    const passkey = authenticator.get(await options('/export', device('x'), token))
    const exported = await wallets('/export', { deviceId: device('x'), passkey })
    expect(exported.statusCode).toBe(200)
    const { privateKey } = exported.json() as { privateKey: `0x${string}` }
    expect(privateKeyToAddress(privateKey)).toBe(address)
    const replay = await wallets('/export', { deviceId: device('x'), passkey })
    expect(reason(replay)?.name).toBe('Challenge Already Used')

    // Another user's passkey does not export this user's key.
    const stranger = await register(device('y'))
    const theirs = stranger.authenticator.get(await options('/export', device('y'), stranger.token))
    const swapped = await wallets('/export', { deviceId: device('y'), passkey: theirs })
    expect(swapped.statusCode).toBe(400)
    expect(reason(swapped)?.name).toBe('Unknown Challenge')
  })

  it('validates every body', async () => {
    const bad = await post('/login/verify', { deviceId: device('v'), response: { id: 'x' } })
    expect(bad.statusCode).toBe(400)
    expect(reason(bad)?.description).toMatch(/^response\./)
    expect(reason(await post('/login/options', { deviceId: 'short' }))?.description).toMatch(
      /^deviceId: /,
    )
  })
})
