import type { SocialProvider } from '../auth/socialProviders'
import type { AccountType } from './accountTypeSwitchRefusal'

/** An e-mail login under way: the address, the step the visitor is on, and the last refusal. */
export type EmailLogin = {
  email: string
  status: 'pending' | 'failed'
  /** The spec's text for the last failure (a wrong code, the 30-s cooldown, a timeout). */
  message?: string | undefined
}

export type SocialLogin = {
  provider: SocialProvider
  /** `blocked`: the browser opened no popup, and ConnectingSocial offers to continue in this tab. */
  status: 'pending' | 'failed' | 'blocked'
  /** `redirect`: the page went to the provider itself (no popup) and came back. Default `popup`. */
  mode?: 'popup' | 'redirect' | undefined
  message?: string | undefined
}

/** An e-mail change under way (UpdateEmailWallet): the new address and the code step. */
export type EmailUpdate = {
  email: string
  step: 'primary' | 'secondary'
  status: 'idle' | 'pending' | 'failed'
  message?: string | undefined
}

/**
 * A Farcaster login in flight (behaviour.md §4): `farcasterUrl` (spec §3's account field) is the relay's sign-in URL,
 * the QR on a desktop and the deep link on a phone, once the secure site has opened the channel.
 */
export type FarcasterLogin = {
  status: 'pending' | 'failed'
  farcasterUrl?: string | undefined
  message?: string | undefined
}

export type EmbeddedWalletSlice = {
  emailLogin: EmailLogin | undefined
  socialLogin: SocialLogin | undefined
  farcasterLogin: FarcasterLogin | undefined
  emailUpdate: EmailUpdate | undefined
  /** Who is signed in to the embedded wallet, as the secure site says (the Account view shows the e-mail). */
  embeddedUser: { email?: string | undefined; userName?: string | undefined } | undefined
  /** Spec §3: the embedded wallet's account type in use, as the secure site answers it (`eoa` until it says). */
  preferredAccountType: AccountType
  /** Spec §3: whether the smart account's first operation has deployed it; unknown outside smartAccount. */
  smartAccountDeployed: boolean | undefined
}

declare module '../features.js' {
  // The slice is there once the app lists the embedded wallet (`embeddedWalletFeature`).
  interface FeatureState extends EmbeddedWalletSlice {}
}
