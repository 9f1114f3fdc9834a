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
   * How social login reaches the provider: `popup` (default, a 600×800 window; where the browser blocks it, the
   * modal offers to continue in the tab; in an in-app browser — Telegram, a wallet's or Farcaster client's own
   * browser, another app's webview — it goes by `redirect`) or `redirect` (this page goes to the provider and comes
   * back to the same URL, where the login completes).
   */
  socialLogin?: 'popup' | 'redirect' | undefined
  /**
   * Spec §9's smart-account networks: the chain numbers where the visitor may switch the embedded wallet to its
   * smart account (behaviour.md §6.1), among those the server offers one on. Default: all of the server's.
   */
  smartAccountNetworks?: readonly number[] | undefined
  /**
   * Passkey login (default off, behaviour.md §11.7): "Continue with a passkey" on the Connect view and "Add a
   * passkey" on the Account view; the passkey's relying party is the secure site's host, which must be a domain
   * (WebAuthn refuses an IP address).
   */
  passkeys?: boolean | undefined
  /**
   * Sign In With Farcaster (default off): a Farcaster row beside the socials; the server creates or finds the
   * embedded wallet of the Farcaster account (its fid). Needs the server's `farcaster` module (its relay and
   * Optimism RPC).
   */
  farcaster?: boolean | undefined
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
