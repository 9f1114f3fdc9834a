import type { SocialProvider } from '../auth/socialProviders'

/**
 * Social login's redirect mode (docs/embedded-wallet.md): the app URL's query parameter that carries the
 * one-time code back to the app page, as the server adds it. Here, not with the completion code, because the
 * feature's setup checks for it on every page load.
 */
export const SOCIAL_RETURN_PARAM = 'latch_social'

/** The provider chosen before the page left for it (this tab only), so the view names it on the way back. */
const PROVIDER_KEY = 'latch.socialRedirect'

/** Whether this page is the return from a redirect-mode social login: a cheap look at `location`. */
export function isSocialReturn(): boolean {
  return Boolean(globalThis.location?.search.includes(`${SOCIAL_RETURN_PARAM}=`))
}

export function rememberSocialProvider(provider: SocialProvider): void {
  try {
    globalThis.sessionStorage?.setItem(PROVIDER_KEY, provider)
  } catch {
    // A storage the browser refuses: the view then names the first configured provider.
  }
}

export function takeSocialProvider(): string | undefined {
  try {
    const provider = globalThis.sessionStorage?.getItem(PROVIDER_KEY) ?? undefined
    globalThis.sessionStorage?.removeItem(PROVIDER_KEY)
    return provider
  } catch {
    return undefined
  }
}
