import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oidcTestUser } from './oidcTestUser'
import { signInAtOidcProvider } from './signInAtOidcProvider'
import { type OidcProvider, startOidcProvider } from './startOidcProvider'

const client = {
  clientId: 'latch-dev',
  clientSecret: 'dev-secret-that-is-long-enough-for-tests',
  redirectUri: 'http://127.0.0.1:8788/social/callback',
}

let provider: OidcProvider
let metadata: Record<string, unknown>

beforeAll(async () => {
  provider = await startOidcProvider(client)
  metadata = await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()
})
afterAll(() => provider?.stop())

function authorizationUrl(parameters: Record<string, string>) {
  const url = new URL(String(metadata.authorization_endpoint))
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-1',
    ...parameters,
  }).toString()
  return url.href
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

describe('startOidcProvider', () => {
  it('publishes its discovery document on loopback, PKCE S256 only', () => {
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(metadata.issuer).toBe(provider.issuer)
    expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
    expect(metadata.userinfo_endpoint).toBe(`${provider.issuer}/me`)
  })

  it('signs the visitor in through its login and consent pages; their code with another verifier is refused', async () => {
    const { challenge } = pkce()
    const result = await signInAtOidcProvider({
      authorizationUrl: authorizationUrl({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        nonce: 'nonce-1',
      }),
      redirectUri: client.redirectUri,
    })
    if (result.kind !== 'redirect') throw new Error(`stopped on a page: ${result.status}`)
    const callback = new URL(result.url)
    expect(callback.searchParams.get('state')).toBe('state-1')
    expect(callback.searchParams.get('iss')).toBe(provider.issuer)
    const code = callback.searchParams.get('code')
    expect(code).toBeTruthy()

    const exchange = (codeVerifier: string) =>
      fetch(String(metadata.token_endpoint), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: String(code),
          redirect_uri: client.redirectUri,
          code_verifier: codeVerifier,
        }),
      })
    // PKCE binds the code to the verifier of the request that asked for it.
    const refused = await exchange(pkce().verifier)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('gives an ID token and userinfo for a code exchanged with its verifier', async () => {
    const { verifier, challenge } = pkce()
    const result = await signInAtOidcProvider({
      authorizationUrl: authorizationUrl({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        nonce: 'nonce-2',
      }),
      redirectUri: client.redirectUri,
    })
    if (result.kind !== 'redirect') throw new Error(`stopped on a page: ${result.status}`)
    const code = new URL(result.url).searchParams.get('code') ?? ''
    const tokens = await (
      await fetch(String(metadata.token_endpoint), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: client.redirectUri,
          code_verifier: verifier,
        }),
      })
    ).json()
    const [, payload = ''] = String(tokens.id_token).split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    expect(claims).toMatchObject({
      iss: provider.issuer,
      aud: client.clientId,
      sub: oidcTestUser.subject,
      nonce: 'nonce-2',
    })
    const userinfo = await (
      await fetch(String(metadata.userinfo_endpoint), {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    ).json()
    expect(userinfo).toEqual({
      sub: oidcTestUser.subject,
      email: 'visitor@example.com',
      email_verified: true,
      name: 'Test Visitor',
    })
  })

  it('refuses an authorization request without PKCE', async () => {
    const response = await fetch(authorizationUrl({}), { redirect: 'manual' })
    const location = new URL(String(response.headers.get('location')))
    expect(`${location.origin}${location.pathname}`).toBe(client.redirectUri)
    expect(location.searchParams.get('error')).toBe('invalid_request')
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/)
  })

  it('shows its login form again, with an alert, for a wrong password', async () => {
    const result = await signInAtOidcProvider({
      authorizationUrl: authorizationUrl({
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      }),
      redirectUri: client.redirectUri,
      user: { email: oidcTestUser.email, password: 'wrong' },
    })
    expect(result).toMatchObject({ kind: 'page', status: 401 })
    if (result.kind === 'page') {
      expect(result.html).toContain('<p role="alert">Wrong e-mail or password</p>')
      expect(result.html).toContain('value="visitor@example.com"')
    }
  })

  it.each(['deny', 'cancel'] as const)(
    'answers access_denied when the visitor presses %s',
    async (choice) => {
      const result = await signInAtOidcProvider({
        authorizationUrl: authorizationUrl({
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
        }),
        redirectUri: client.redirectUri,
        choice,
      })
      if (result.kind !== 'redirect') throw new Error(`stopped on a page: ${result.status}`)
      const callback = new URL(result.url)
      expect(callback.searchParams.get('error')).toBe('access_denied')
      expect(callback.searchParams.get('state')).toBe('state-1')
      expect(callback.searchParams.get('code')).toBeNull()
    },
  )
})
