import type { SocialProvider } from '../auth/socialProviders'

/**
 * The embedded wallet (behaviour.md §11): e-mail and social login, the key held by the team's server behind its secure
 * site. An app turns it on by listing it (`embeddedWalletFeature(options)`, React's `embeddedWallet(options)`).
 */
export type EmbeddedWalletOptions = {
  /** The secure site's URL (`https://secure.example.com`), an origin of its own: never the app's. */
  secureSiteUrl: string
  /** E-mail login (default on). */
  email?: boolean | undefined
  /** The social logins offered, in order (default none); each needs its provider configured on the server. */
  socials?: readonly SocialProvider[] | undefined
  /**
   * How social login reaches the provider: `popup` (default, a 600×800 window; a browser that blocks it falls
   * back to `redirect`) or `redirect` (this page goes to the provider and comes back to the same URL, where the
   * login completes).
   */
  socialLogin?: 'popup' | 'redirect' | undefined
  /**
   * Spec §9's smart-account networks: the chain numbers where the visitor may switch the embedded wallet to its
   * smart account (behaviour.md §6.1), among those the server offers one on. Default: all of the server's.
   */
  smartAccountNetworks?: readonly number[] | undefined
}

declare module '../LatchOptions.js' {
  interface LatchOptions {
    /**
     * E-mail and social login through the team's secure site (behaviour.md §11). Brought by
     * `embeddedWalletFeature(options)`; read only when the app lists it.
     */
    embeddedWallet?: EmbeddedWalletOptions | false | undefined
  }
}
