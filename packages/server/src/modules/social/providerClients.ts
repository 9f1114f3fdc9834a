import type { SocialProvider } from '@latch/core'
import * as client from 'openid-client'
import type { SocialProviderConfig } from './socialConfig'

/** A provider's discovery, code exchange and profile read each give up after this long. */
const PROVIDER_TIMEOUT_S = 10

export type ProviderClient = {
  settings: SocialProviderConfig
  configuration: client.Configuration
}

function isHttp(url: string) {
  return new URL(url).protocol === 'http:'
}

/**
 * Client Basic unless the operator says otherwise or the provider's metadata lists only `client_secret_post`
 * (Basic is RFC 6749's default; Apple, for one, takes only post).
 */
function clientAuth(
  settings: SocialProviderConfig,
  supported: readonly string[] | undefined,
): client.ClientAuth {
  if (!settings.clientSecret) return client.None()
  const post =
    settings.tokenAuth === 'post' ||
    (settings.tokenAuth === undefined &&
      supported !== undefined &&
      supported.includes('client_secret_post') &&
      !supported.includes('client_secret_basic'))
  return post
    ? client.ClientSecretPost(settings.clientSecret)
    : client.ClientSecretBasic(settings.clientSecret)
}

/**
 * The configured providers' `openid-client` configurations. An OIDC provider is discovered on first use, not at
 * start (a server must start while a provider is unreachable; tests never reach the internet), and again after
 * a failed discovery. Plain OAuth 2.0 providers get their metadata from the configured endpoints.
 */
export function providerClients(providers: readonly SocialProviderConfig[]) {
  const byName = new Map(providers.map((settings) => [settings.provider, settings]))
  const discovered = new Map<SocialProvider, Promise<client.Configuration>>()

  async function discover(settings: SocialProviderConfig & { kind: 'oidc' }) {
    const insecure = isHttp(settings.issuer)
    const found = await client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      client.None(),
      { timeout: PROVIDER_TIMEOUT_S, ...(insecure && { execute: [client.allowInsecureRequests] }) },
    )
    const metadata = found.serverMetadata()
    const configuration = new client.Configuration(
      metadata,
      settings.clientId,
      undefined,
      clientAuth(settings, metadata.token_endpoint_auth_methods_supported),
    )
    if (insecure) client.allowInsecureRequests(configuration)
    return configuration
  }

  function explicit(settings: SocialProviderConfig & { kind: 'oauth2' }) {
    const configuration = new client.Configuration(
      {
        // Plain OAuth 2.0 has no issuer identifier; the authorization server's origin stands for it.
        issuer: new URL(settings.authorizationEndpoint).origin,
        authorization_endpoint: settings.authorizationEndpoint,
        token_endpoint: settings.tokenEndpoint,
        userinfo_endpoint: settings.userinfoEndpoint,
      },
      settings.clientId,
      undefined,
      clientAuth(settings, undefined),
    )
    const endpoints = [
      settings.authorizationEndpoint,
      settings.tokenEndpoint,
      settings.userinfoEndpoint,
    ]
    if (endpoints.some(isHttp)) client.allowInsecureRequests(configuration)
    return configuration
  }

  return {
    /** The providers a login may use, in spec order (what `GET /v1/social/providers` lists). */
    offered: (): SocialProvider[] => providers.map((settings) => settings.provider),
    settings: (provider: SocialProvider) => byName.get(provider),
    /** Rejects when the provider cannot be reached (discovery); the next call tries again. */
    async get(provider: SocialProvider): Promise<ProviderClient | undefined> {
      const settings = byName.get(provider)
      if (!settings) return undefined
      if (settings.kind === 'oauth2') {
        const configuration = explicit(settings)
        configuration.timeout = PROVIDER_TIMEOUT_S
        return { settings, configuration }
      }
      let pending = discovered.get(provider)
      if (!pending) {
        pending = discover(settings)
        discovered.set(provider, pending)
        pending.catch(() => discovered.delete(provider))
      }
      const configuration = await pending
      configuration.timeout = PROVIDER_TIMEOUT_S
      return { settings, configuration }
    },
  }
}

export type ProviderClients = ReturnType<typeof providerClients>
