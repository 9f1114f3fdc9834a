import type { SocialProvider } from '../auth/socialProviders'

// Only the lazy embedded-wallet code needs these (the port's chunk, the social login, its completion).

/**
 * The app URL's query parameter that carries redirect mode's one-time code back to the app page, as the server
 * adds it (modules/social `SOCIAL_RETURN_PARAM`; `createEmbeddedWalletPort` looks for it).
 */
export const SOCIAL_RETURN_PARAM = 'latch_social'

/** The provider chosen before the page left for it (this tab only), so the view names it on the way back. */
const PROVIDER_KEY = 'latch.socialRedirect'

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
