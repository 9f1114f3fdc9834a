import { createHash, randomBytes } from 'node:crypto'
import { isOriginAllowed, type SocialProvider } from '@latch/core'
import { isSocialProvider } from '@latch/core/embeddedWallet'
import * as client from 'openid-client'
import type { Sql } from '../../platform/db/Database'
import type { AuthService, User } from '../auth/service'
import { canonicalOrigin } from '../projects/canonicalOrigin'
import { projectStore } from '../projects/store'
import { OAUTH_STATE_TTL_MS, oauthStateProblem } from './oauthStateProblem'
import type { ProviderClient, ProviderClients } from './providerClients'
import { readProfile, type SocialProfile } from './readProfile'
import { socialErrors } from './socialErrors'
import { SOCIAL_HANDOFF_TTL_MS, socialHandoffProblem } from './socialHandoffProblem'
import { SOCIAL_RETURN_PARAM, socialReturnUrl } from './socialReturnUrl'
import { socialStore } from './store'

export type SocialDependencies = {
  db: Sql
  providers: ProviderClients
  /** `<secure site>/social/callback`: registered at every provider, the page that hands the answer back. */
  redirectUri: string
  signInWithIdentity: AuthService['signInWithIdentity']
  /** A provider's failure, for the logs (described without secrets by the module). */
  onProviderError?: (error: unknown, provider: SocialProvider) => void
  now?: () => number
}

export type SocialSignIn = { token: string; user: User; userName: string | null }

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

/** Wants an e-mail claim, and the ID token gave none (oidc-provider keeps it for userinfo when it can). */
function wantsUserinfo({ settings, configuration }: ProviderClient, profile: SocialProfile) {
  return (
    !profile.email &&
    settings.scope.split(' ').includes('email') &&
    configuration.serverMetadata().userinfo_endpoint !== undefined
  )
}

/**
 * Social login (docs/embedded-wallet.md, "Social"): `start` builds the provider's authorization URL (PKCE S256,
 * state, nonce) and remembers them for 10 minutes; `finish` takes the URL the provider sent the popup to,
 * checks its state (single use, unexpired, same project), exchanges the code with `openid-client`, reads who
 * signed in and opens a session through auth's `signInWithIdentity`.
 */
export function socialService({
  db,
  providers,
  redirectUri,
  signInWithIdentity,
  onProviderError = () => {},
  now = Date.now,
}: SocialDependencies) {
  const store = socialStore(db)
  const projects = projectStore(db)

  async function reach(provider: SocialProvider, fail: (error: unknown) => Error) {
    try {
      const found = await providers.get(provider)
      if (found) return found
    } catch (error) {
      onProviderError(error, provider)
      throw fail(error)
    }
    throw fail(undefined)
  }

  /** Who signed in: the ID token's claims (then userinfo for a missing e-mail), or the profile endpoint. */
  async function profileOf(
    provider: SocialProvider,
    reached: ProviderClient,
    tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
  ): Promise<SocialProfile | undefined> {
    const { settings, configuration } = reached
    if (settings.kind === 'oauth2') {
      const response = await client.fetchProtectedResource(
        configuration,
        tokens.access_token,
        new URL(settings.userinfoEndpoint),
        'GET',
        null,
        new Headers({ accept: 'application/json' }),
      )
      if (!response.ok) throw new Error(`profile endpoint answered ${response.status}`)
      return readProfile(provider, await response.json())
    }
    const profile = readProfile(provider, tokens.claims())
    if (!profile || !wantsUserinfo(reached, profile)) return profile
    const userinfo = readProfile(
      provider,
      await client.fetchUserInfo(configuration, tokens.access_token, profile.subject),
    )
    return {
      ...profile,
      email: userinfo?.email ?? null,
      name: profile.name ?? userinfo?.name ?? null,
    }
  }

  return {
    /** The providers the operator configured, for the modal to show only those. */
    providers: (): SocialProvider[] => providers.offered(),

    /**
     * `returnUrl` (with `deviceId`): redirect mode, for a browser that blocks the popup: the app's page goes to
     * the provider itself and comes back there, to an address of the same allowed app origin.
     */
    async start(input: {
      provider: string
      appOrigin: string
      projectId: string
      returnUrl?: string | undefined
      deviceId?: string | undefined
    }) {
      const { provider } = input
      if (!isSocialProvider(provider) || !providers.settings(provider))
        throw socialErrors.unknownProvider()
      // The callback page will post the answer to this origin: it must be one of the project's, as the guard
      // checks for the app's own requests.
      const project = await projects.find(input.projectId)
      const appOrigin = canonicalOrigin(input.appOrigin)
      if (!project || !appOrigin || !isOriginAllowed(appOrigin, project.allowedOrigins))
        throw socialErrors.appOriginNotAllowed()
      let returnUrl: string | null = null
      if (input.returnUrl !== undefined) {
        returnUrl = socialReturnUrl(input.returnUrl, appOrigin) ?? null
        if (!returnUrl || !input.deviceId) throw socialErrors.returnUrlNotAllowed()
      }
      // The provider's answer crosses the app's page (popup) or its URL (redirect): only the device that starts
      // may redeem it, and its id never leaves the secure site's origin (RFC 9700 §4.5).
      if (!input.deviceId) throw socialErrors.invalidStart()
      const reached = await reach(provider, () => socialErrors.providerUnavailable())
      const { settings, configuration } = reached

      const state = client.randomState()
      const codeVerifier = client.randomPKCECodeVerifier()
      const nonce = settings.kind === 'oidc' ? client.randomNonce() : null
      const uri = client.buildAuthorizationUrl(configuration, {
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: settings.scope,
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(nonce && { nonce }),
      })
      const createdAt = now()
      await store.save({
        state,
        provider,
        codeVerifier,
        nonce,
        appOrigin,
        projectId: project.id,
        createdAt,
        expiresAt: createdAt + OAUTH_STATE_TTL_MS,
        returnUrl,
        deviceHash: sha256(input.deviceId),
      })
      return { uri: uri.href }
    },

    /** The opener's origin for the callback page; undefined for an unknown, used or expired state. */
    async appOrigin(state: string): Promise<string | undefined> {
      return (await callbackTarget(state))?.appOrigin
    },

    callbackTarget,

    /**
     * Redirect mode, from the callback page: keeps the provider's redirect (`uri`) server-side and answers the
     * app page to go back to, carrying only a one-time code (`latch_social`) that stands for it for 60 s. The
     * code is random (32 bytes), stored as its SHA-256, bound to this state, its app origin, project and device.
     */
    async handoff(input: { uri: string; projectId: string }): Promise<{ returnUrl: string }> {
      const landed = callbackUrl(input.uri)
      const value = landed.searchParams.get('state')
      if (!value) throw socialErrors.invalidCallback()
      const state = await store.find(value)
      const problem = oauthStateProblem(state, { now: now(), projectId: input.projectId })
      if (problem || !state) throw socialErrors.invalidState(problem ?? 'unknown')
      if (!state.returnUrl) throw socialErrors.invalidState('unknown')
      const code = randomBytes(32).toString('base64url')
      const attached = await store.attachHandoff(state.state, {
        hash: sha256(code),
        uri: landed.href,
        expiresAt: now() + SOCIAL_HANDOFF_TTL_MS,
      })
      // A second call for the same state (a reloaded callback page) mints nothing.
      if (!attached) throw socialErrors.invalidState('used')
      const back = new URL(state.returnUrl)
      back.searchParams.set(SOCIAL_RETURN_PARAM, code)
      return { returnUrl: back.href }
    },

    /**
     * Redirect mode, from the frame in the app page that came back: the code → the sign-in the provider's
     * answer gives, once. A stale, replayed, foreign (another app origin, project or device) code: "Failed to
     * connect".
     */
    async redeem(input: {
      code: string
      appOrigin: string
      deviceId: string
      projectId: string
    }): Promise<SocialSignIn> {
      const hash = sha256(input.code)
      const found = await store.findByHandoff(hash)
      const problem = socialHandoffProblem(found, {
        now: now(),
        appOrigin: input.appOrigin,
        projectId: input.projectId,
        deviceHash: sha256(input.deviceId),
      })
      if (problem) throw socialErrors.invalidHandoff(problem)
      const uri = await store.takeHandoff(hash)
      if (!uri) throw socialErrors.invalidHandoff('used')
      return finishCallback({ ...input, uri }, 'redirect')
    },

    finish(input: { uri: string; deviceId: string; projectId: string }): Promise<SocialSignIn> {
      return finishCallback(input, 'popup')
    },

    removeExpired: () => store.removeExpired(now()),
  }

  /**
   * What the callback page does with a live state: post to the popup's opener at `appOrigin`, or (redirect
   * mode) trade the provider's answer for a one-time code (`handoff`). Undefined when unknown, used or expired.
   */
  async function callbackTarget(
    state: string,
  ): Promise<{ appOrigin: string; mode: 'popup' | 'redirect' } | undefined> {
    const found = await store.find(state)
    if (!found || oauthStateProblem(found, { now: now() })) return undefined
    return { appOrigin: found.appOrigin, mode: found.returnUrl ? 'redirect' : 'popup' }
  }

  /** The provider's redirect: it must land on the registered callback. */
  function callbackUrl(uri: string): URL {
    let landed: URL
    try {
      landed = new URL(uri)
    } catch {
      throw socialErrors.invalidCallback()
    }
    if (`${landed.origin}${landed.pathname}` !== redirectUri) throw socialErrors.invalidCallback()
    return landed
  }

  async function finishCallback(
    input: { uri: string; deviceId: string; projectId: string },
    mode: 'popup' | 'redirect',
  ): Promise<SocialSignIn> {
    const landed = callbackUrl(input.uri)
    const value = landed.searchParams.get('state')
    if (!value) throw socialErrors.invalidCallback()
    // Who may finish is checked before the state is used up, so that a copy of the answer in other hands (the
    // app's page sees it) cannot spend the visitor's login: the project and the device that started, and the
    // mode (a redirect-mode answer is finished only through its one-time code, a popup's never through one).
    const peek = await store.find(value)
    const problem = oauthStateProblem(peek, {
      now: now(),
      projectId: input.projectId,
      deviceHash: sha256(input.deviceId),
    })
    if (problem || !peek) throw socialErrors.invalidState(problem ?? 'unknown')
    if ((mode === 'redirect') !== Boolean(peek.returnUrl))
      throw socialErrors.invalidState('unknown')
    // Used from here on, whatever follows: a provider's code works once, and so does its state.
    const state = await store.consume(value)
    if (!state) throw socialErrors.invalidState('used')
    if (landed.searchParams.has('error'))
      throw socialErrors.providerRefused(landed.searchParams.get('error'))

    const { provider } = state
    const reached = await reach(provider, (error) => socialErrors.exchangeFailed(error))
    // The token request names the registered redirect URI, whatever spelling the page reported.
    const callback = new URL(redirectUri)
    callback.search = landed.search
    let profile: SocialProfile | undefined
    try {
      const tokens = await client.authorizationCodeGrant(reached.configuration, callback, {
        pkceCodeVerifier: state.codeVerifier,
        expectedState: state.state,
        ...(state.nonce && { expectedNonce: state.nonce, idTokenExpected: true }),
      })
      profile = await profileOf(provider, reached, tokens)
    } catch (error) {
      onProviderError(error, provider)
      throw socialErrors.exchangeFailed(error)
    }
    if (!profile) throw socialErrors.noSubject()

    const { token, user } = await signInWithIdentity({
      provider,
      subject: profile.subject,
      email: profile.email,
      deviceId: input.deviceId,
      projectId: input.projectId,
    })
    return { token, user, userName: profile.name ?? profile.email }
  }
}

export type SocialService = ReturnType<typeof socialService>
