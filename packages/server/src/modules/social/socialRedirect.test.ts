import {
  type OidcProvider,
  oidcTestUser,
  signInAtOidcProvider,
  startOidcProvider,
} from '@latch/devstack/oidc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { createMailer } from '../../platform/mail/createMailer'
import { createMemoryRateLimiter } from '../../platform/rateLimit/createMemoryRateLimiter'
import { startTestApp, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { createAuthService } from '../auth/service'
import { providerClients } from './providerClients'
import { socialService } from './service'
import { loadSocialConfig } from './socialConfig'

const secureSite = 'http://127.0.0.1:8788'
const redirectUri = `${secureSite}/social/callback`
const appOrigin = 'http://localhost:5173'
const returnUrl = `${appOrigin}/shop?item=7#details`
const client = { clientId: 'latch-test', clientSecret: 'a-client-secret-for-the-tests-only' }
const deviceId = 'device-0123456789abcdef'
const otherDevice = 'device-fedcba9876543210'

let provider: OidcProvider
beforeAll(async () => {
  provider = await startOidcProvider({ ...client, redirectUri })
})
afterAll(() => provider?.stop())

const socialEnv = () => ({
  OAUTH_GOOGLE_CLIENT_ID: client.clientId,
  OAUTH_GOOGLE_CLIENT_SECRET: client.clientSecret,
  OAUTH_GOOGLE_ISSUER: provider.issuer,
})

/** The app URL the callback page sends the visitor back to → its one-time code. */
const codeOf = (url: string) => new URL(url).searchParams.get('latch_social') ?? ''

describe.each(testDatabases)('social login, redirect mode, on $name', ({ create }) => {
  let db: Database
  let t: TestApp

  const post = (url: string, payload: object, origin = secureSite) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin } })
  const redeem = (code: string, body: Record<string, string> = {}) =>
    post('/v1/social/redeem', { projectId: 'latch-demo', code, appOrigin, deviceId, ...body })
  const expectRefusal = (
    response: { statusCode: number; json(): unknown },
    status: number,
    name: string,
    description: string,
  ) => {
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ status, reasons: [{ name, description }] })
  }
  /** Start in redirect mode, log in at the provider: the URL the provider sends the app's page to. */
  async function atCallback(body: Record<string, string> = {}) {
    const started = await post('/v1/social/start', {
      projectId: 'latch-demo',
      provider: 'google',
      appOrigin,
      returnUrl,
      deviceId,
      ...body,
    })
    expect(started.statusCode).toBe(200)
    const result = await signInAtOidcProvider({
      authorizationUrl: (started.json() as { uri: string }).uri,
      redirectUri,
    })
    if (result.kind !== 'redirect') throw new Error('the provider stopped on a page')
    return result.url
  }
  const handoff = (uri: string) => post('/v1/social/handoff', { projectId: 'latch-demo', uri })

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, undefined, {
      config: (config) => ({ ...config, social: loadSocialConfig(socialEnv()) }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('refuses to start towards a return address outside the app origin, or without the device', async () => {
    const start = (body: Record<string, string>) =>
      post('/v1/social/start', { projectId: 'latch-demo', provider: 'google', appOrigin, ...body })
    for (const other of [
      'https://evil.example/',
      'http://localhost:5174/',
      'http://user:pass@localhost:5173/',
      'javascript:alert(1)',
      'not a url',
    ])
      expectRefusal(
        await start({ returnUrl: other, deviceId }),
        403,
        'Return URL Not Allowed',
        'Failed to initiate social connection',
      )
    expectRefusal(
      await start({ returnUrl }),
      403,
      'Return URL Not Allowed',
      'Failed to initiate social connection',
    )
  })

  it('sends the page back with a one-time code only; the code signs in once, from the device that started', async () => {
    const callbackUrl = await atCallback()
    const state = new URL(callbackUrl).searchParams.get('state')
    // The callback page learns it is a redirect-mode login.
    const lookup = await t.get(`/v1/social/state/${state}?projectId=latch-demo`, {
      origin: secureSite,
    })
    expect(lookup.json()).toEqual({ appOrigin, mode: 'redirect' })
    // The provider's answer cannot be finished directly: only through the code.
    expectRefusal(
      await post('/v1/social/finish', { projectId: 'latch-demo', uri: callbackUrl, deviceId }),
      400,
      'Unknown State',
      'Failed to connect',
    )

    const back = await handoff(callbackUrl)
    expect(back.statusCode).toBe(200)
    expect(back.headers['cache-control']).toBe('no-store')
    const { returnUrl: to } = back.json() as { returnUrl: string }
    const url = new URL(to)
    // The page the visitor was on, with the code as the only addition: no provider code, no state.
    expect(`${url.origin}${url.pathname}${url.hash}`).toBe(`${appOrigin}/shop#details`)
    expect([...url.searchParams.keys()]).toEqual(['item', 'latch_social'])
    const code = codeOf(to)
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(to).not.toContain(new URL(callbackUrl).searchParams.get('code') as string)
    expect(to).not.toContain(state as string)
    // One code per login: a reloaded callback page mints none.
    expectRefusal(await handoff(callbackUrl), 400, 'State Already Used', 'Failed to connect')

    // Bound to the app origin and the device that started; these refusals do not use it up.
    expectRefusal(
      await redeem(code, { appOrigin: 'http://localhost:5174' }),
      400,
      'Unknown Code',
      'Failed to connect',
    )
    expectRefusal(
      await redeem(code, { deviceId: otherDevice }),
      400,
      'Unknown Code',
      'Failed to connect',
    )
    expectRefusal(await redeem('A'.repeat(43)), 400, 'Unknown Code', 'Failed to connect')

    const signedIn = await redeem(code)
    expect(signedIn.statusCode).toBe(200)
    const body = signedIn.json() as { token: string; user: { email: string }; userName: string }
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.user.email).toBe(oidcTestUser.email)
    const session = await post('/v1/auth/session?projectId=latch-demo', {}, secureSite)
    expect(session.statusCode).toBe(401)
    const authed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/session?projectId=latch-demo',
      payload: { projectId: 'latch-demo' },
      headers: { origin: secureSite, authorization: `Bearer ${body.token}` },
    })
    expect(authed.json()).toMatchObject({ user: { email: oidcTestUser.email } })

    // Single use: replayed, even by the same device and app.
    expectRefusal(await redeem(code), 400, 'Code Already Used', 'Failed to connect')
  })

  it('lets one of two racing redemptions sign in', async () => {
    const code = codeOf((await handoff(await atCallback())).json().returnUrl)
    const answers = await Promise.all([redeem(code), redeem(code)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
  })

  it('refuses a popup login’s answer as a code, and a code for a popup login', async () => {
    const started = await post('/v1/social/start', {
      projectId: 'latch-demo',
      provider: 'google',
      appOrigin,
      deviceId,
    })
    const result = await signInAtOidcProvider({
      authorizationUrl: (started.json() as { uri: string }).uri,
      redirectUri,
    })
    if (result.kind !== 'redirect') throw new Error('the provider stopped on a page')
    expectRefusal(await handoff(result.url), 400, 'Unknown State', 'Failed to connect')
    // The popup login still finishes as before.
    const finished = await post('/v1/social/finish', {
      projectId: 'latch-demo',
      uri: result.url,
      deviceId,
    })
    expect(finished.statusCode).toBe(200)
  })

  it('lets a code go stale after 60 s (injected clock)', async () => {
    let now = Date.now()
    const rateLimiter = createMemoryRateLimiter()
    const auth = createAuthService({
      db,
      config: t.config,
      mailer: createMailer(t.config.mail),
      rateLimiter,
    })
    const service = socialService({
      db,
      providers: providerClients(loadSocialConfig(socialEnv()).providers),
      redirectUri,
      signInWithIdentity: auth.signInWithIdentity,
      now: () => now,
    })
    const codeAfterLogin = async () => {
      const { uri } = await service.start({
        provider: 'google',
        appOrigin,
        projectId: 'latch-demo',
        returnUrl,
        deviceId,
      })
      const result = await signInAtOidcProvider({ authorizationUrl: uri, redirectUri })
      if (result.kind !== 'redirect') throw new Error('the provider stopped on a page')
      return codeOf((await service.handoff({ uri: result.url, projectId: 'latch-demo' })).returnUrl)
    }
    const request = { appOrigin, deviceId, projectId: 'latch-demo' }
    try {
      const stale = await codeAfterLogin()
      now += 60_000
      await expect(service.redeem({ ...request, code: stale })).rejects.toMatchObject({
        statusCode: 400,
        reason: 'Code Expired',
        message: 'Failed to connect',
      })

      const justInTime = await codeAfterLogin()
      now += 60_000 - 1
      const signedIn = await service.redeem({ ...request, code: justInTime })
      expect(signedIn.user.email).toBe(oidcTestUser.email)
    } finally {
      await rateLimiter.close()
    }
  })
})
