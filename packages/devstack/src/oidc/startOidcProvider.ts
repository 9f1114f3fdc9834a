import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Account, type ClientAuthMethod } from 'oidc-provider'
import { consentPage, loginPage } from './interactionPages'
import { type OidcUser, oidcTestUser } from './oidcTestUser'

export type OidcProvider = {
  /** The issuer URL (`http://<host>:<port>`), for OIDC discovery. */
  issuer: string
  port: number
  stop(): Promise<void>
}

export type StartOidcProviderOptions = {
  /** 0 (default): any free port. The dev stack uses 8790. */
  port?: number
  host?: string
  /** The one client it knows (the Latch server). */
  clientId: string
  clientSecret: string
  redirectUri: string
  /** How the client authenticates at the token endpoint; `client_secret_basic` (RFC 6749's default). */
  tokenEndpointAuthMethod?: Extract<ClientAuthMethod, 'client_secret_basic' | 'client_secret_post'>
  /** The accounts its login form accepts; the dev stack's visitor by default. */
  users?: readonly OidcUser[]
  /**
   * More clients with the same redirect URI: the Latch server as another provider this one stands in for (the dev
   * stack's "apple"), each named on the login page.
   */
  moreClients?: readonly {
    clientId: string
    clientSecret: string
    name: string
    tokenEndpointAuthMethod?: Extract<
      ClientAuthMethod,
      'client_secret_basic' | 'client_secret_post'
    >
  }[]
}

const SCOPES = ['openid', 'email', 'profile'] as const
/** Login forms are small; anything longer is refused. */
const MAX_FORM_BYTES = 8 * 1024

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The pages run no script and load nothing but their inline style. No form-action: Chrome applies it to the
    // redirects that follow a submit, and the last one leaves for the client's redirect URI.
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  })
  response.end(html)
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback, standing in for "google" (and "apple", a client of
 * its own: `moreClients`) in the dev stack and the tests: a confidential client that must use PKCE (S256), authorization code flow only, and its own
 * login and consent pages (`/interaction/:uid`), plain HTML forms checked against `users`. The pages'
 * Cancel/Deny end the request with `access_denied`, as a real provider's would.
 */
export async function startOidcProvider(options: StartOidcProviderOptions): Promise<OidcProvider> {
  const host = options.host ?? '127.0.0.1'
  const users = options.users ?? [oidcTestUser]
  let provider: Provider | undefined
  let handle: ((request: IncomingMessage, response: ServerResponse) => void) | undefined

  async function interaction(request: IncomingMessage, response: ServerResponse, path: string) {
    if (!provider) throw new Error('not started')
    const [, , uid, action] = path.split('/')
    // Binds the request to the browser's interaction cookie: another browser's uid is not found.
    const details = await provider.interactionDetails(request, response)
    if (details.uid !== uid) return sendHtml(response, 400, '<p>Unknown interaction</p>')
    const clientId = String(details.params.client_id)
    const client = await provider.Client.find(clientId)
    const clientName = client?.clientName ?? clientId

    if (request.method === 'GET' && action === undefined) {
      if (details.prompt.name === 'login')
        return sendHtml(response, 200, loginPage({ uid, clientName }))
      const accountId = details.session?.accountId
      const user = users.find((candidate) => candidate.subject === accountId)
      const scopes = String(details.params.scope ?? '').split(' ')
      return sendHtml(
        response,
        200,
        consentPage({ uid, clientName, email: user?.email ?? '', scopes }),
      )
    }
    if (request.method !== 'POST') return sendHtml(response, 405, '<p>Method not allowed</p>')

    if (action === 'login') {
      const form = await readForm(request)
      const login = form.get('login') ?? ''
      const user = users.find(
        (candidate) => candidate.email === login && candidate.password === form.get('password'),
      )
      if (!user)
        return sendHtml(
          response,
          401,
          loginPage({ uid, clientName, login, error: 'Wrong e-mail or password' }),
        )
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: user.subject } },
        { mergeWithLastSubmission: false },
      )
    }
    if (action === 'confirm') {
      const accountId = details.session?.accountId
      if (!accountId) return sendHtml(response, 400, '<p>Not signed in</p>')
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId })
      if (!grant) return sendHtml(response, 400, '<p>Unknown grant</p>')
      const missing = details.prompt.details as {
        missingOIDCScope?: string[]
        missingOIDCClaims?: string[]
      }
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
      const grantId = await grant.save()
      return provider.interactionFinished(
        request,
        response,
        { consent: details.grantId ? {} : { grantId } },
        { mergeWithLastSubmission: true },
      )
    }
    if (action === 'abort')
      return provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      )
    return sendHtml(response, 404, '<p>Not found</p>')
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://provider').pathname
    if (!provider || !handle) return sendHtml(response, 503, '<p>Starting</p>')
    if (path.startsWith('/interaction/'))
      return void interaction(request, response, path).catch(() => {
        // An expired or foreign interaction (no cookie): the browser starts over at the client.
        if (!response.headersSent) sendHtml(response, 400, '<p>This sign-in has expired</p>')
      })
    return handle(request, response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  })
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: 'Latch',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: options.tokenEndpointAuthMethod ?? 'client_secret_basic',
      },
      ...(options.moreClients ?? []).map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: client.name,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code' as const],
        token_endpoint_auth_method: client.tokenEndpointAuthMethod ?? 'client_secret_basic',
      })),
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    scopes: [...SCOPES],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, subject): Promise<Account | undefined> {
      const user = users.find((candidate) => candidate.subject === subject)
      if (!user) return undefined
      return {
        accountId: user.subject,
        claims: () => ({
          sub: user.subject,
          email: user.email,
          email_verified: true,
          name: user.name,
        }),
      }
    },
    jwks: { keys: [{ ...signingKey, kid: 'dev', use: 'sig', alg: 'RS256' }] as never },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Seconds; a dev sign-in is short (and setting them keeps oidc-provider from warning about its defaults).
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  })
  handle = provider.callback()

  return {
    issuer,
    port,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
