import type { Network } from '../network/Network'

/** What sending to a name needs of a namespace (`capability(latch, namespace, 'names')`). */
export type NamesCapability = {
  /**
   * Whether `network` has a name registry this capability resolves through (EVM: the network's
   * `contracts.ensUniversalResolver`). Synchronous, so the send form knows before any request.
   */
  canResolveNames(network: Network): boolean
  /**
   * The address `name` resolves to on `network`, null when the name has none. Rejects with
   * `{ reason: 'invalidName' }` for a string that is no valid name (EVM: it does not normalise, UTS-46), with
   * `{ reason: 'noRegistry' }` on a network `canResolveNames` refuses, and with the node's error when the resolver
   * cannot be reached.
   */
  resolveName(parameters: { name: string; network: Network }): Promise<string | null>
}

declare module '../adapter.js' {
  interface AdapterCapabilities {
    names: NamesCapability
  }
}
