import { createServer } from 'node:net'
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
import { q, startTestApp, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { createAuthService } from '../auth/service'
import { providerClients } from './providerClients'
import { socialService } from './service'
import { loadSocialConfig } from './socialConfig'

const secureSite = 'http://127.0.0.1:8788'
const redirectUri = `${secureSite}/social/callback`
const appOrigin = 'http://localhost:5173'
const client = { clientId: 'latch-test', clientSecret: 'a-client-secret-for-the-tests-only' }
const deviceId = 'device-0123456789abcdef'

type ErrorBody = { status: number; reasons: Array<{ name: string; description: string }> }

/** A port nothing listens on: a provider there is unreachable (and no test ever reaches the internet). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

let provider: OidcProvider
let deadIssuer: string

beforeAll(async () => {
  provider = await startOidcProvider({ ...client, redirectUri })
  deadIssuer = `http://127.0.0.1:${await closedPort()}`
})
afterAll(() => provider?.stop())

/**
 * google on the dev provider by discovery; discord on the same provider as plain OAuth 2.0 (explicit endpoints,
 * the profile read from its userinfo endpoint); apple on a dead one; nothing else configured.
 */
function socialEnv() {
  return {
    OAUTH_GOOGLE_CLIENT_ID: client.clientId,
    OAUTH_GOOGLE_CLIENT_SECRET: client.clientSecret,
    OAUTH_GOOGLE_ISSUER: provider.issuer,
    OAUTH_DISCORD_CLIENT_ID: client.clientId,
    OAUTH_DISCORD_CLIENT_SECRET: client.clientSecret,
    OAUTH_DISCORD_AUTHORIZATION_ENDPOINT: `${provider.issuer}/auth`,
    OAUTH_DISCORD_TOKEN_ENDPOINT: `${provider.issuer}/token`,
    OAUTH_DISCORD_USERINFO_ENDPOINT: `${provider.issuer}/me`,
    // The dev provider is an OIDC one: its userinfo needs the openid scope.
    OAUTH_DISCORD_SCOPE: 'openid email profile',
    OAUTH_DISCORD_TOKEN_AUTH: 'basic',
    OAUTH_APPLE_CLIENT_ID: 'apple-client',
    OAUTH_APPLE_ISSUER: deadIssuer,
  }
}

describe.each(testDatabases)('social login on $name', ({ create }) => {
  let db: Database
  let t: TestApp

  const post = (url: string, payload: object, origin = secureSite) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin } })
  const start = (body: Record<string, string> = {}, origin = secureSite) =>
    post(
      '/v1/social/start',
      { projectId: 'latch-demo', provider: 'google', appOrigin, deviceId, ...body },
      origin,
    )
  const finish = (uri: string, projectId = 'latch-demo', device = deviceId) =>
    post('/v1/social/finish', { projectId, uri, deviceId: device })
  const stateOf = (uri: string) => new URL(uri).searchParams.get('state') ?? ''
  /** Start, then the visitor's browser at the provider, back to the callback URL. */
  async function signInAtProvider(choice: 'allow' | 'deny' = 'allow', name = 'google') {
    const started = await start({ provider: name })
    expect(started.statusCode).toBe(200)
    const { uri } = started.json() as { uri: string }
    const result = await signInAtOidcProvider({ authorizationUrl: uri, redirectUri, choice })
    if (result.kind !== 'redirect')
      throw new Error(`the provider stopped on a page: ${result.status}`)
    return { authorizationUrl: uri, callbackUrl: result.url }
  }
  const expectError = (
    response: { statusCode: number; json(): unknown },
    status: number,
    name: string,
    description: string,
  ) => {
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ status, reasons: [{ name, description }] } as ErrorBody)
  }

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

  it('lists the configured providers for the modal, from the app’s origin', async () => {
    const response = await t.get(`/v1/social/providers?${q}`, { origin: appOrigin })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ providers: ['google', 'apple', 'discord'] })
  })

  it('builds the authorization URL: code flow, PKCE S256, a 32-byte state, a nonce, the secure site’s callback', async () => {
    const response = await start()
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe(secureSite)
    const uri = new URL((response.json() as { uri: string }).uri)
    expect(`${uri.origin}${uri.pathname}`).toBe(`${provider.issuer}/auth`)
    const parameters = Object.fromEntries(uri.searchParams)
    expect(parameters).toMatchObject({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    expect(parameters.state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(parameters.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(parameters.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Two starts never share a state.
    const again = new URL((await start()).json().uri).searchParams.get('state')
    expect(again).not.toBe(parameters.state)
  })

  it('signs the visitor in: provider login, callback, code exchange, a session for their identity', async () => {
    const { authorizationUrl, callbackUrl } = await signInAtProvider()
    const state = stateOf(authorizationUrl)
    expect(stateOf(callbackUrl)).toBe(state)

    // The callback page asks where to post the answer.
    const lookup = await t.get(`/v1/social/state/${state}?${q}`, { origin: secureSite })
    expect(lookup.statusCode).toBe(200)
    expect(lookup.json()).toEqual({ appOrigin, mode: 'popup' })

    const response = await finish(callbackUrl)
    expect(response.statusCode).toBe(200)
    const body = response.json() as {
      token: string
      user: { id: string; email: string | null }
      userName: string
    }
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.user.email).toBe(oidcTestUser.email)
    expect(body.userName).toBe('Test Visitor')

    // The token is a live session of that user.
    const session = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/session',
      payload: { projectId: 'latch-demo' },
      headers: { origin: secureSite, authorization: `Bearer ${body.token}` },
    })
    expect(session.statusCode).toBe(200)
    expect(session.json()).toEqual({ user: body.user })

    // The same identity signs in again as the same user, with a new session.
    const second = await finish((await signInAtProvider()).callbackUrl)
    expect(second.statusCode).toBe(200)
    expect(second.json().user).toEqual(body.user)
    expect(second.json().token).not.toBe(body.token)
  })

  it('signs in through a plain OAuth 2.0 provider: no nonce, the profile from its endpoint, the same person by verified e-mail', async () => {
    const google = await finish((await signInAtProvider()).callbackUrl)
    const { authorizationUrl, callbackUrl } = await signInAtProvider('allow', 'discord')
    const parameters = new URL(authorizationUrl).searchParams
    expect(parameters.get('nonce')).toBeNull()
    expect(parameters.get('code_challenge_method')).toBe('S256')
    const response = await finish(callbackUrl)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      user: google.json().user,
      userName: 'Test Visitor',
    })
  })

  it('refuses a replayed callback: the state is single use', async () => {
    const { callbackUrl } = await signInAtProvider()
    expect((await finish(callbackUrl)).statusCode).toBe(200)
    expectError(await finish(callbackUrl), 400, 'State Already Used', 'Failed to connect')
    const lookup = await t.get(`/v1/social/state/${stateOf(callbackUrl)}?${q}`, {
      origin: secureSite,
    })
    expectError(lookup, 404, 'Not Found', 'No such sign-in in progress')
  })

  it('refuses a state it never issued, another project’s state, and a callback elsewhere than the secure site', async () => {
    const { callbackUrl } = await signInAtProvider()
    const forged = new URL(callbackUrl)
    forged.searchParams.set('state', 'A'.repeat(43))
    expectError(await finish(forged.href), 400, 'Unknown State', 'Failed to connect')
    for (const state of ['A'.repeat(43), 'short', `${'A'.repeat(42)}%2F`])
      expectError(
        await t.get(`/v1/social/state/${state}?${q}`, { origin: secureSite }),
        404,
        'Not Found',
        'No such sign-in in progress',
      )

    const elsewhere = new URL(callbackUrl)
    elsewhere.host = 'evil.example.com'
    expectError(await finish(elsewhere.href), 400, 'Invalid Callback', 'Failed to connect')
    expectError(await finish('not a url'), 400, 'Invalid Callback', 'Failed to connect')

    // Project "tiny" may not finish latch-demo's sign-in (and learns nothing of it), nor use it up.
    expectError(await finish(callbackUrl, 'tiny'), 400, 'Unknown State', 'Failed to connect')
    expect((await finish(callbackUrl)).statusCode).toBe(200)
  })

  it('finishes only for the frame that started: a copy of the answer (the app page sees it) opens no session for another device, nor spends the login', async () => {
    const { callbackUrl } = await signInAtProvider()
    const state = stateOf(callbackUrl)
    // What a script on the app page copies is the callback URL; it redeems it with a device of its own, through
    // every route that takes a provider's answer or a code.
    for (const device of ['device-of-the-attacker-0001', `${deviceId}x`, deviceId.toUpperCase()])
      expectError(
        await finish(callbackUrl, 'latch-demo', device),
        400,
        'Unknown State',
        'Failed to connect',
      )
    expectError(
      await post('/v1/social/handoff', { projectId: 'latch-demo', uri: callbackUrl }),
      400,
      'Unknown State',
      'Failed to connect',
    )
    for (const code of [state, new URL(callbackUrl).searchParams.get('code') ?? ''])
      expectError(
        await post('/v1/social/redeem', {
          projectId: 'latch-demo',
          code,
          appOrigin,
          deviceId: 'device-of-the-attacker-0001',
        }),
        400,
        'Unknown Code',
        'Failed to connect',
      )
    // None of that used the state up: the visitor's own frame finishes, once.
    const signedIn = await finish(callbackUrl)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().user.email).toBe(oidcTestUser.email)
    expectError(await finish(callbackUrl), 400, 'State Already Used', 'Failed to connect')
  })

  it('starts only for a device: the frame names the one that will finish', async () => {
    expectError(
      await post('/v1/social/start', { projectId: 'latch-demo', provider: 'google', appOrigin }),
      400,
      'Bad Request',
      'Failed to initiate social connection',
    )
  })

  it('answers "Connection rejected" when the visitor denies access at the provider, "Failed to connect" for another refusal', async () => {
    const { callbackUrl } = await signInAtProvider('deny')
    expect(new URL(callbackUrl).searchParams.get('error')).toBe('access_denied')
    expectError(await finish(callbackUrl), 400, 'Access Denied', 'Connection rejected')

    const refused = new URL((await signInAtProvider('deny')).callbackUrl)
    refused.searchParams.set('error', 'invalid_scope')
    expectError(await finish(refused.href), 400, 'Provider Refused', 'Failed to connect')
  })

  it('refuses a code the provider did not give for this state', async () => {
    const { callbackUrl } = await signInAtProvider()
    const tampered = new URL(callbackUrl)
    tampered.searchParams.set('code', 'not-the-code')
    expectError(await finish(tampered.href), 400, 'Code Exchange Failed', 'Failed to connect')
  })

  it('refuses to start for an app origin the project does not allow', async () => {
    expectError(
      await start({ appOrigin: 'https://evil.example.com' }),
      403,
      'Origin Not Allowed',
      'Failed to initiate social connection',
    )
    expectError(
      await start({ appOrigin: 'HTTP://LOCALHOST:5173' }),
      403,
      'Origin Not Allowed',
      'Failed to initiate social connection',
    )
  })

  it('refuses an unknown or unconfigured provider, and says so when a provider is unreachable', async () => {
    for (const name of ['myspace', 'github', ''])
      expectError(
        await start({ provider: name }),
        400,
        'Unknown Provider',
        'Failed to initiate social connection',
      )
    const incomplete = await post('/v1/social/start', {
      projectId: 'latch-demo',
      provider: 'google',
    })
    expectError(incomplete, 400, 'Bad Request', 'Failed to initiate social connection')
    expectError(
      await start({ provider: 'apple' }),
      502,
      'Provider Unavailable',
      'Failed to initiate social connection',
    )
  })

  it('is for the secure site only: the app’s origin and requests without an origin are refused', async () => {
    expectError(
      await start({}, appOrigin),
      403,
      'Origin Not Allowed',
      'Unauthorized: origin not allowed',
    )
    const { callbackUrl } = await signInAtProvider()
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/social/finish',
      payload: { projectId: 'latch-demo', uri: callbackUrl, deviceId },
    })
    expect(response.statusCode).toBe(403)
  })

  it('lets a state expire after 10 minutes (injected clock)', async () => {
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
    const visit = async () => {
      const { uri } = await service.start({
        provider: 'google',
        appOrigin,
        projectId: 'latch-demo',
        deviceId,
      })
      const result = await signInAtOidcProvider({ authorizationUrl: uri, redirectUri })
      if (result.kind !== 'redirect') throw new Error('the provider stopped on a page')
      return result.url
    }
    try {
      const late = await visit()
      now += 10 * 60_000
      expect(await service.appOrigin(stateOf(late))).toBeUndefined()
      await expect(
        service.finish({ uri: late, deviceId, projectId: 'latch-demo' }),
      ).rejects.toMatchObject({
        statusCode: 400,
        reason: 'State Expired',
        message: 'Failed to connect',
      })

      const justInTime = await visit()
      now += 10 * 60_000 - 1
      expect(await service.appOrigin(stateOf(justInTime))).toBe(appOrigin)
      const signedIn = await service.finish({ uri: justInTime, deviceId, projectId: 'latch-demo' })
      expect(signedIn.user.email).toBe(oidcTestUser.email)

      // Expired states are swept; the one just used stays until its own expiry.
      await service.removeExpired()
      await expect(
        service.finish({ uri: late, deviceId, projectId: 'latch-demo' }),
      ).rejects.toMatchObject({ reason: 'Unknown State' })
    } finally {
      await rateLimiter.close()
    }
  })
})
