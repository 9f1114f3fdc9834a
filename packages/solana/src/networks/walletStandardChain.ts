/** A Wallet Standard chain identifier of Solana (`solana:mainnet`, `solana:devnet`, …). */
export type SolanaWalletChain = `solana:${string}`

/**
 * The Wallet Standard names of the clusters whose genesis hash is known (`@solana/wallet-standard-chains`), by
 * CAIP-2 network id. `solana:localnet` is the dev stack's chain: a local validator's genesis hash is its own.
 */
export const knownWalletChains: Readonly<Record<string, SolanaWalletChain>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
  'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp': 'solana:localnet',
}

/**
 * The Wallet Standard chain a wallet knows a network by. `extra` (the adapter's `walletChains` option) names more,
 * e.g. another local validator; a network nobody names has none.
 */
export function walletStandardChainOf(
  caipNetworkId: string,
  extra: Readonly<Record<string, SolanaWalletChain>> = {},
): SolanaWalletChain | undefined {
  return Object.hasOwn(extra, caipNetworkId)
    ? extra[caipNetworkId]
    : Object.hasOwn(knownWalletChains, caipNetworkId)
      ? knownWalletChains[caipNetworkId]
      : undefined
}

/** The CAIP-2 network id of a Wallet Standard chain, the reverse of `walletStandardChainOf`. */
export function caipNetworkIdOfWalletChain(
  chain: string,
  extra: Readonly<Record<string, SolanaWalletChain>> = {},
): string | undefined {
  for (const table of [extra, knownWalletChains])
    for (const [caipNetworkId, walletChain] of Object.entries(table))
      if (walletChain === chain) return caipNetworkId
  return undefined
}

/**
 * Whether a wallet's chain list includes a network: by its Wallet Standard name, or by its CAIP-2 id, which some
 * wallets list instead.
 */
export function listsNetwork(
  chains: readonly string[],
  caipNetworkId: string,
  extra: Readonly<Record<string, SolanaWalletChain>> = {},
): boolean {
  const walletChain = walletStandardChainOf(caipNetworkId, extra)
  return (
    chains.includes(caipNetworkId) || (walletChain !== undefined && chains.includes(walletChain))
  )
}
