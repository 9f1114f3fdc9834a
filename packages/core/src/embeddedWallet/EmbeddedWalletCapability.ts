import type { EmbeddedWalletPort } from './EmbeddedWalletPort'

/** The embedded wallet in a namespace (`capability(latch, namespace, 'embeddedWallet')`). */
export type EmbeddedWalletCapability = {
  /**
   * Lists the embedded wallet's connector for this namespace, once its port has loaded (its code is a chunk of
   * its own). Called once, on the client, when the app configures the embedded wallet.
   */
  enable(port: Promise<EmbeddedWalletPort>): Promise<void>
}

declare module '../adapter.js' {
  interface AdapterCapabilities {
    embeddedWallet: EmbeddedWalletCapability
  }
}
