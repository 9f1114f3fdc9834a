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
}

/** What the page shows when it cannot hand the result back (the window stays open to say so). */
export const callbackTexts = {
  noOpener:
    'This sign-in window lost the page that opened it. Close it and try again from the app.',
  unknownState:
    'This sign-in link has expired or was already used. Close this window and try again.',
  unreachable:
    'The sign-in could not be finished: the wallet server did not answer. Close this window and try again.',
} as const

/**
 * The social login popup's landing page (docs/embedded-wallet.md, "Social"): asks the server which app
 * started this `state`, posts `{ type: 'latch/social-result', uri }` to `window.opener` with exactly that
 * origin as target (a page of another origin gets nothing), then closes. Resolves to what the page should
 * say if it stays open, or undefined once posted.
 */
export async function runSocialCallback(
  env: SocialCallbackEnvironment,
): Promise<string | undefined> {
  if (!env.opener) return callbackTexts.noOpener
  const state = new URL(env.href).searchParams.get('state')
  if (!state || !env.apiUrl || !env.projectId) return callbackTexts.unknownState
  const url = new URL(`${env.apiUrl}/v1/social/state/${encodeURIComponent(state)}`)
  url.searchParams.set('projectId', env.projectId)
  let appOrigin: string | undefined
  try {
    const response = await env.fetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer' })
    if (response.status === 404) return callbackTexts.unknownState
    if (!response.ok) return callbackTexts.unreachable
    appOrigin = ((await response.json()) as { appOrigin?: unknown }).appOrigin as string | undefined
  } catch {
    return callbackTexts.unreachable
  }
  if (typeof appOrigin !== 'string' || !appOrigin) return callbackTexts.unknownState
  env.opener.postMessage({ type: socialResultType, uri: env.href }, appOrigin)
  env.close()
  return undefined
}
