import type { SocialProvider } from '@latch/core'
import { socialProviders } from '@latch/core/embeddedWallet'
import { ConfigProblems } from '../../platform/config/ConfigProblems'
import type { Env } from '../../platform/config/readEnv'
import { type ProviderDefaults, providerDefaults } from './providerDefaults'

/** One social provider the server offers: its client registration and where the provider is reached. */
export type SocialProviderConfig = ProviderDefaults & {
  provider: SocialProvider
  clientId: string
  /** Unset: a public client (PKCE alone). Apple's is the JWT the operator signs with their key. */
  clientSecret?: string | undefined
}

export type SocialConfig = { providers: SocialProviderConfig[] }

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    social: SocialConfig
  }
}

const endpointNames = {
  authorizationEndpoint: 'AUTHORIZATION_ENDPOINT',
  tokenEndpoint: 'TOKEN_ENDPOINT',
  userinfoEndpoint: 'USERINFO_ENDPOINT',
} as const

/** Tokens and codes cross these URLs: HTTPS, or plain HTTP on this machine only (the dev provider). */
function urlProblem(text: string): string | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'must be a URL'
  }
  if (url.protocol === 'https:') return undefined
  const loopback = ['localhost', '[::1]'].includes(url.hostname) || /^127\./.test(url.hostname)
  if (url.protocol === 'http:' && loopback) return undefined
  return 'must be an https URL (http only on loopback)'
}

/**
 * Reads `OAUTH_<PROVIDER>_CLIENT_ID`, `_CLIENT_SECRET`, and either `_ISSUER` (OIDC discovery) or
 * `_AUTHORIZATION_ENDPOINT`, `_TOKEN_ENDPOINT` and `_USERINFO_ENDPOINT` (plain OAuth 2.0), plus `_SCOPE` and
 * `_TOKEN_AUTH` (`basic` | `post`: how the client authenticates at the token endpoint), for each provider of
 * behaviour.md §5. A provider without a client id is not offered; one with neither issuer nor endpoints uses its public
 * defaults. Problems are listed by variable name, never with their values.
 */
export function loadSocialConfig(env: Env): SocialConfig {
  const problems: string[] = []
  const providers: SocialProviderConfig[] = []
  for (const provider of socialProviders) {
    const prefix = `OAUTH_${provider.toUpperCase()}_`
    const read = (name: string) => env[prefix + name]?.trim() || undefined
    const clientId = read('CLIENT_ID')
    if (!clientId) continue
    const defaults = providerDefaults[provider]
    const scope = read('SCOPE') ?? defaults.scope
    const issuer = read('ISSUER')
    const endpoints = Object.entries(endpointNames).map(([key, name]) => ({
      key,
      name,
      value: read(name),
    }))
    const given = endpoints.filter((endpoint) => endpoint.value)
    const check = (name: string, value: string) => {
      const problem = urlProblem(value)
      if (problem) problems.push(`${prefix}${name}: ${problem}`)
    }
    let where: ProviderDefaults
    if (issuer && given.length) {
      problems.push(`${prefix}ISSUER: set either the issuer or the endpoints, not both`)
      continue
    }
    if (issuer) {
      check('ISSUER', issuer)
      where = { kind: 'oidc', issuer, scope }
    } else if (given.length) {
      for (const endpoint of endpoints)
        if (!endpoint.value)
          problems.push(`${prefix}${endpoint.name}: required with the other endpoints`)
        else check(endpoint.name, endpoint.value)
      const [authorizationEndpoint = '', tokenEndpoint = '', userinfoEndpoint = ''] = endpoints.map(
        (endpoint) => endpoint.value,
      )
      where = { kind: 'oauth2', authorizationEndpoint, tokenEndpoint, userinfoEndpoint, scope }
    } else where = { ...defaults, scope }
    if (where.kind === 'oidc' && !scope.split(' ').includes('openid'))
      problems.push(`${prefix}SCOPE: an OIDC provider needs the openid scope`)
    const tokenAuth = read('TOKEN_AUTH') ?? defaults.tokenAuth
    if (tokenAuth !== undefined && tokenAuth !== 'basic' && tokenAuth !== 'post')
      problems.push(`${prefix}TOKEN_AUTH: must be basic or post`)
    providers.push({
      ...where,
      ...(tokenAuth && { tokenAuth: tokenAuth as 'basic' | 'post' }),
      provider,
      clientId,
      clientSecret: read('CLIENT_SECRET'),
    })
  }
  if (problems.length) throw new ConfigProblems(problems)
  return { providers }
}
