import type { EmbeddedWalletOptions, LatchFeature } from '@latch/core'
import { embeddedWalletFeature } from '@latch/core/embeddedWalletFeature'

const views = () => import('./views')

/**
 * E-mail and social login through the team's secure site (behaviour.md §11) as an app turns it on:
 * `embeddedWallet({ secureSiteUrl, socials: ['google'] })`. Its registration, the Connect view's e-mail and social
 * rows, the Account view's e-mail, its views and their strings ship only with it.
 */
export function embeddedWallet(options: EmbeddedWalletOptions): LatchFeature {
  return { ...embeddedWalletFeature(options), views }
}
