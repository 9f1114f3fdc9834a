import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { loadSocialConfig } from './socialConfig'

describe('loadSocialConfig', () => {
  it('offers no provider without a client id', () => {
    expect(loadSocialConfig({ OAUTH_GOOGLE_CLIENT_SECRET: 'secret' })).toEqual({ providers: [] })
    expect(loadConfig({}).social).toEqual({ providers: [] })
  })

  it('uses the public defaults when only the client is given', () => {
    const { providers } = loadSocialConfig({
      OAUTH_GITHUB_CLIENT_ID: 'gh-id',
      OAUTH_GITHUB_CLIENT_SECRET: 'gh-secret',
      OAUTH_GOOGLE_CLIENT_ID: 'g-id',
    })
    expect(providers).toEqual([
      {
        provider: 'google',
        kind: 'oidc',
        issuer: 'https://accounts.google.com',
        scope: 'openid email profile',
        clientId: 'g-id',
        clientSecret: undefined,
      },
      {
        provider: 'github',
        kind: 'oauth2',
        authorizationEndpoint: 'https://github.com/login/oauth/authorize',
        tokenEndpoint: 'https://github.com/login/oauth/access_token',
        userinfoEndpoint: 'https://api.github.com/user',
        scope: 'read:user user:email',
        tokenAuth: 'post',
        clientId: 'gh-id',
        clientSecret: 'gh-secret',
      },
    ])
  })

  it('takes an issuer for discovery, or explicit endpoints, a scope and a client authentication', () => {
    const { providers } = loadSocialConfig({
      OAUTH_GOOGLE_CLIENT_ID: 'dev',
      OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:8790',
      OAUTH_DISCORD_CLIENT_ID: 'd-id',
      OAUTH_DISCORD_AUTHORIZATION_ENDPOINT: 'https://auth.example.com/authorize',
      OAUTH_DISCORD_TOKEN_ENDPOINT: 'https://auth.example.com/token',
      OAUTH_DISCORD_USERINFO_ENDPOINT: 'https://auth.example.com/me',
      OAUTH_DISCORD_SCOPE: 'identify',
      OAUTH_DISCORD_TOKEN_AUTH: 'basic',
    })
    expect(providers).toMatchObject([
      { provider: 'google', kind: 'oidc', issuer: 'http://127.0.0.1:8790' },
      {
        provider: 'discord',
        kind: 'oauth2',
        authorizationEndpoint: 'https://auth.example.com/authorize',
        tokenEndpoint: 'https://auth.example.com/token',
        userinfoEndpoint: 'https://auth.example.com/me',
        scope: 'identify',
        tokenAuth: 'basic',
      },
    ])
  })

  it('refuses plain http off loopback, half the endpoints, both forms, and names the variables only', () => {
    expect(() =>
      loadConfig({
        OAUTH_GOOGLE_CLIENT_ID: 'g',
        OAUTH_GOOGLE_CLIENT_SECRET: 'top-secret-value',
        OAUTH_GOOGLE_ISSUER: 'http://accounts.example.com',
        OAUTH_X_CLIENT_ID: 'x',
        OAUTH_X_TOKEN_ENDPOINT: 'https://x.example.com/token',
        OAUTH_APPLE_CLIENT_ID: 'a',
        OAUTH_APPLE_ISSUER: 'https://appleid.apple.com',
        OAUTH_APPLE_TOKEN_ENDPOINT: 'https://appleid.apple.com/token',
        OAUTH_DISCORD_CLIENT_ID: 'd',
        OAUTH_DISCORD_TOKEN_AUTH: 'jwt',
      }),
    ).toThrow(
      [
        'Invalid server configuration:',
        '  OAUTH_GOOGLE_ISSUER: must be an https URL (http only on loopback)',
        '  OAUTH_APPLE_ISSUER: set either the issuer or the endpoints, not both',
        '  OAUTH_X_AUTHORIZATION_ENDPOINT: required with the other endpoints',
        '  OAUTH_X_USERINFO_ENDPOINT: required with the other endpoints',
        '  OAUTH_DISCORD_TOKEN_AUTH: must be basic or post',
      ].join('\n'),
    )
  })

  it('needs the openid scope for an OIDC provider', () => {
    expect(() =>
      loadSocialConfig({ OAUTH_GOOGLE_CLIENT_ID: 'g', OAUTH_GOOGLE_SCOPE: 'email' }),
    ).toThrow('OAUTH_GOOGLE_SCOPE: an OIDC provider needs the openid scope')
  })
})
