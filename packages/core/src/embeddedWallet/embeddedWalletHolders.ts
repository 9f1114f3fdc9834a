/** The namespace of a chain id as the port carries it: a `solana:` CAIP-2 id is Solana's, a number EVM's. */
export function namespaceOfChainId(chainId: number | string | undefined): string {
  return typeof chainId === 'string' && chainId.includes(':')
    ? (chainId.split(':')[0] as string)
    : 'eip155'
}

/**
 * Which namespaces hold the embedded wallet (one secure-site session serves them all, issue 14): a side that
 * disconnects while another still holds it must not end the session under the other. `release` answers whether
 * that was the last holder, the moment to sign out.
 */
export function createEmbeddedWalletHolders() {
  const holders = new Set<string>()
  return {
    hold(namespace: string) {
      holders.add(namespace)
    },
    /** No namespace: every holder lets go (an old caller, or a sign-out meant for all). */
    release(namespace?: string): boolean {
      if (namespace === undefined) holders.clear()
      else holders.delete(namespace)
      return holders.size === 0
    },
    clear() {
      holders.clear()
    },
  }
}
