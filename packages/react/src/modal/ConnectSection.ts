import type { Latch } from '@latch/core'
import type { ComponentType } from 'react'

/**
 * What a feature adds to the Connect view around the wallet list: WalletConnect its registry wallets and "All
 * Wallets" after it; the embedded wallet its e-mail and social rows before it (behaviour.md §1: e-mail, social,
 * wallet). A feature of every app lists it in `views/connection/connectSections.ts` (the view's chunk), a feature an
 * app lists in its registry chunk (`connectSections` of its `views.ts`): never in the first paint.
 */
export type ConnectSection = {
  placement: 'beforeWallets' | 'afterWallets'
  /** `hasInstalledWallets`: an extension is listed, so the section may keep itself short. */
  Component: ComponentType<{ hasInstalledWallets: boolean }>
  /** The images its rows show at once (their icons), decoded ahead with the view (`preload`, ViewDefinition.ts). */
  images?: ((latch: Latch) => readonly string[]) | undefined
}
