import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'

const listings = perInstance((_latch: Latch) => [] as Promise<unknown>[])

/**
 * A feature adding a connector on the client (WalletConnect's, the embedded wallet's): reconnect waits until it is
 * listed, as a saved connection may be its. A failure is said in the console (`Latch: <failure>`), and the
 * feature goes on without it. Resolves once listed, or failed.
 */
export function listingConnector(
  latch: Latch,
  pending: Promise<unknown> | undefined,
  failure: string,
): Promise<unknown> | undefined {
  const listed = pending?.catch((error: unknown) => console.warn(`Latch: ${failure}`, error))
  if (listed) listings(latch).push(listed)
  return listed
}

/** Settles once every connector a feature is adding is listed (or failed). */
export function connectorsListed(latch: Latch): Promise<unknown> {
  return Promise.all(listings(latch))
}
