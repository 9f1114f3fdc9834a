/** A Solana network as the frame carries it: CAIP-2, `solana:` and the first 32 characters of its genesis hash. */
export type SolanaChainId = `solana:${string}`

const solanaChain = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

export function isSolanaChainId(value: unknown): value is SolanaChainId {
  return typeof value === 'string' && solanaChain.test(value)
}

/** Any `solana:` id, well formed or not: such a request is for the Solana side, never for EVM. */
export function namesSolana(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('solana:')
}

const known: Record<string, string> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
  // The dev stack's chain (packages/solana/src/networks/solanaNetworks.ts).
  'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp': 'Solana Local',
}

/** What the approval screen names a Solana network by; one we do not know by its id. */
export function solanaNetworkName(chainId: SolanaChainId): string {
  return known[chainId] ?? `Solana (${chainId.slice('solana:'.length)})`
}
