import { type SocialResultMessage, socialResultType } from '@latch/frame'

export type SocialCallbackEnvironment = {
  /** The page's own URL: what the provider redirected to. */
  href: string
  /** `<meta name="latch-api-url">` and `latch-project-id`, written by the server (modules/secureSite). */
  apiUrl: string | undefined
  projectId: string | undefined
  opener: { postMessage(message: SocialResultMessage, targetOrigin: string): void } | null
  fetch: typeof globalThis.fetch
  close(): void
  /** Redirect mode: sends this page back to the app (`location.replace`, so Back does not return here). */
  navigate(url: string): void
}

/** What the page shows when it cannot hand the result back (the window stays open to say so). */
export const callbackTexts = {
  noOpener:
    'This sign-in window lost the page that opened it. Close it and try again from the app.',
  unknownState:
    'This sign-in link has expired or was already used. Close this window and try again.',
  unreachable:
    'The sign-in could not be finished: the wallet server did not answer. Close this window and try again.',
  /** Redirect mode: this page is the app's own tab, not a window to close. */
  redirectFailed: 'This sign-in could not be finished. Go back to the app and try again.',
} as const

/**
 * The social login's landing page (docs/embedded-wallet.md, "Social"): asks the server which app started this
 * `state`. A popup login: posts `{ type: 'latch/social-result', uri }` to `window.opener` with exactly that
 * origin as target (a page of another origin gets nothing), then closes. A redirect-mode login (the browser
 * blocked the popup, or the app asked for it): hands the provider's answer to the server, which keeps it and
 * answers the app page to go back to with a one-time code, and goes there. Resolves to what the page should
 * say if it stays, or undefined once done.
 */
export async function runSocialCallback(
  env: SocialCallbackEnvironment,
): Promise<string | undefined> {
  const state = new URL(env.href).searchParams.get('state')
  if (!state || !env.apiUrl || !env.projectId) return callbackTexts.unknownState
  const url = new URL(`${env.apiUrl}/v1/social/state/${encodeURIComponent(state)}`)
  url.searchParams.set('projectId', env.projectId)
  const init = { credentials: 'omit', referrerPolicy: 'no-referrer' } as const
  let target: { appOrigin?: unknown; mode?: unknown }
  try {
    const response = await env.fetch(url, init)
    if (response.status === 404) return callbackTexts.unknownState
    if (!response.ok) return callbackTexts.unreachable
    target = (await response.json()) as typeof target
  } catch {
    return callbackTexts.unreachable
  }
  if (target.mode === 'redirect') return handBack(env, env.apiUrl, env.projectId)
  const appOrigin = target.appOrigin
  if (typeof appOrigin !== 'string' || !appOrigin) return callbackTexts.unknownState
  if (!env.opener) return callbackTexts.noOpener
  env.opener.postMessage({ type: socialResultType, uri: env.href }, appOrigin)
  env.close()
  return undefined
}

/** Redirect mode: the provider's answer stays with the server; the app page gets a one-time code. */
async function handBack(
  env: SocialCallbackEnvironment,
  apiUrl: string,
  projectId: string,
): Promise<string | undefined> {
  const url = new URL(`${apiUrl}/v1/social/handoff`)
  url.searchParams.set('projectId', projectId)
  let returnUrl: unknown
  try {
    const response = await env.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, uri: env.href }),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    })
    if (!response.ok) return callbackTexts.redirectFailed
    ;({ returnUrl } = (await response.json()) as { returnUrl?: unknown })
  } catch {
    return callbackTexts.redirectFailed
  }
  if (typeof returnUrl !== 'string' || !/^https?:\/\//.test(returnUrl))
    return callbackTexts.redirectFailed
  env.navigate(returnUrl)
  return undefined
}
