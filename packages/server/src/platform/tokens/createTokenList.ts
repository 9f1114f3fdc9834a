/** A token the operator vouches for (`LATCH_TOKENS`); `address` is `native` for the chain's own coin. */
export type ListedToken = { caipNetworkId: string; address: string; priceUsd?: number | undefined }

/**
 * The operator's token list: which tokens are known (anything else is unverified, behaviour.md §15.5) and
 * their USD prices. Keyed on chain and contract address, never on a name or symbol a contract can copy.
 */
export function createTokenList(tokens: readonly ListedToken[]) {
  const key = (caipNetworkId: string, address: string | undefined) =>
    `${caipNetworkId}:${(address ?? 'native').toLowerCase()}`
  const byKey = new Map(tokens.map((token) => [key(token.caipNetworkId, token.address), token]))
  return {
    /** Whether the operator lists the token (`address` undefined: the native coin). */
    isListed: (caipNetworkId: string, address: string | undefined) =>
      byKey.has(key(caipNetworkId, address)),
    /** Its USD price; undefined when unlisted or listed without one (never a price borrowed by symbol). */
    price: (caipNetworkId: string, address: string | undefined) =>
      byKey.get(key(caipNetworkId, address))?.priceUsd,
    /** The listed contract addresses of a chain, lower case. */
    addresses: (caipNetworkId: string) =>
      tokens
        .filter((token) => token.caipNetworkId === caipNetworkId && token.address !== 'native')
        .map((token) => token.address.toLowerCase()),
  }
}

export type TokenList = ReturnType<typeof createTokenList>
