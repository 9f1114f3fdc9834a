import type { SocialProvider } from '@latch/core'

/** Where a provider is reached: OIDC discovery from its issuer, or plain OAuth 2.0 endpoints. */
export type ProviderEndpoints =
  | { kind: 'oidc'; issuer: string }
  | {
      kind: 'oauth2'
      authorizationEndpoint: string
      tokenEndpoint: string
      /** Read with the access token for the subject and e-mail (no ID token in plain OAuth 2.0). */
      userinfoEndpoint: string
    }

export type ProviderDefaults = ProviderEndpoints & {
  scope: string
  /** How the client authenticates at the token endpoint; unset: from discovery, else Basic. */
  tokenAuth?: 'basic' | 'post'
}

/**
 * The well-known providers' public endpoints, used when the operator sets only a client id and secret. Google
 * and Apple speak OIDC; GitHub, Facebook, X and Discord plain OAuth 2.0 with a profile endpoint.
 * Apple sends `email` only with `response_mode=form_post` (a POST to the callback, which the secure site's
 * page cannot read), so its default scope is `openid`: the subject alone identifies the user.
 */
export const providerDefaults: Record<SocialProvider, ProviderDefaults> = {
  google: { kind: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  apple: { kind: 'oidc', issuer: 'https://appleid.apple.com', scope: 'openid', tokenAuth: 'post' },
  github: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scope: 'read:user user:email',
    tokenAuth: 'post',
  },
  facebook: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scope: 'email public_profile',
    tokenAuth: 'post',
  },
  x: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    // users.read needs tweet.read (X's scopes); X has no verified e-mail here.
    scope: 'users.read tweet.read',
    tokenAuth: 'basic',
  },
  discord: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    tokenAuth: 'post',
  },
}
