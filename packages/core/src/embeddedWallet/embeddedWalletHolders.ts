import type { ChainNamespace } from '../caip/chainNamespace'
import type { NamespaceDescriptor } from '../caip/NamespaceDescriptor'

/** The namespace of a chain id as the port carries it: the one whose descriptor reads it. */
export function namespaceOfChainId(
  chainId: number | string,
  descriptors: readonly NamespaceDescriptor[],
): ChainNamespace | undefined {
  return descriptors.find((descriptor) => descriptor.parseChainId(chainId))?.namespace
}

/**
 * Which namespaces hold the embedded wallet (one secure-site session serves them all, behaviour.md §11.4): a side that
 * disconnects while another still holds it must not end the session under the other. `release` answers whether
 * that was the last holder, the moment to sign out.
 */
export function createEmbeddedWalletHolders() {
  const holders = new Set<ChainNamespace>()
  return {
    hold(namespace: ChainNamespace) {
      holders.add(namespace)
    },
    /** No namespace: every holder lets go (an old caller, or a sign-out meant for all). */
    release(namespace?: ChainNamespace): boolean {
      if (namespace === undefined) holders.clear()
      else holders.delete(namespace)
      return holders.size === 0
    },
    clear() {
      holders.clear()
    },
  }
}
