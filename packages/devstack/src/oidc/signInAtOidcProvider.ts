import { type OidcUser, oidcTestUser } from './oidcTestUser'

/** Redirects followed before giving up (a loop would otherwise never end). */
const MAX_STEPS = 20

/** One browser's cookies for one host: enough for the provider's session and interaction cookies. */
function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';')
        const separator = pair.indexOf('=')
        const name = pair.slice(0, separator).trim()
        const value = pair.slice(separator + 1).trim()
        const expired = attributes.some((attribute) => {
          const [key = '', setting = ''] = attribute.trim().split('=')
          if (key.toLowerCase() === 'max-age') return Number(setting) <= 0
          if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now()
          return false
        })
        if (expired) cookies.delete(name)
        else cookies.set(name, value)
      }
    },
  }
}

/** The `action` of the page's first form that has a field named `field`, or of the form whose button says `label`. */
function formAction(html: string, match: { field?: string; button?: string }): string | undefined {
  for (const [, action = '', body = ''] of html.matchAll(
    /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g,
  )) {
    if (match.field && body.includes(`name="${match.field}"`)) return action
    if (match.button && body.includes(`>${match.button}</button>`)) return action
  }
  return undefined
}

export type OidcSignInResult =
  /** The provider sent the browser to the client's redirect URI (not followed). */
  | { kind: 'redirect'; url: string }
  /** The provider answered a page instead (a wrong password's login form, an error page). */
  | { kind: 'page'; status: number; html: string }

/**
 * Does what a visitor's browser does at the dev OIDC provider, with plain `fetch`: opens the authorization
 * URL, follows redirects carrying cookies, types the e-mail and password into the login form, then presses
 * Allow (or Deny) on the consent page, until the provider redirects to `redirectUri`.
 */
export async function signInAtOidcProvider(parameters: {
  authorizationUrl: string
  redirectUri: string
  user?: Pick<OidcUser, 'email' | 'password'>
  /** `deny`: press Deny on the consent page; `cancel`: press Cancel on the login page. */
  choice?: 'allow' | 'deny' | 'cancel'
}): Promise<OidcSignInResult> {
  const { redirectUri, user = oidcTestUser, choice = 'allow' } = parameters
  const jar = cookieJar()
  let request: { url: string; init: RequestInit } = {
    url: parameters.authorizationUrl,
    init: { method: 'GET' },
  }
  for (let step = 0; step < MAX_STEPS; step++) {
    const response = await fetch(request.url, {
      ...request.init,
      redirect: 'manual',
      headers: { ...(request.init.headers as Record<string, string>), cookie: jar.header() },
    })
    jar.store(response)
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, request.url).href
      if (next.startsWith(`${redirectUri}?`) || next === redirectUri)
        return { kind: 'redirect', url: next }
      request = { url: next, init: { method: 'GET' } }
      continue
    }
    const html = await response.text()
    const submit = (action: string, form: Record<string, string> = {}) => ({
      url: new URL(action, request.url).href,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      },
    })
    const login = formAction(html, { field: 'password' })
    if (response.status === 200 && login) {
      if (choice === 'cancel') {
        const cancel = formAction(html, { button: 'Cancel' })
        if (!cancel) return { kind: 'page', status: response.status, html }
        request = submit(cancel)
      } else request = submit(login, { login: user.email, password: user.password })
      continue
    }
    const consent = formAction(html, { button: choice === 'deny' ? 'Deny' : 'Allow' })
    if (response.status === 200 && consent) {
      request = submit(consent)
      continue
    }
    return { kind: 'page', status: response.status, html }
  }
  throw new Error(`the provider did not redirect to ${redirectUri} within ${MAX_STEPS} steps`)
}
