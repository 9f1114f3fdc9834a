import type { SolanaWalletChain } from '../solana/solanaWalletChains'

/** The dev stack's local Solana chain (CAIP-2: `solana:` and the first 32 characters of its genesis hash). */
export const solanaLocalChain = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'

/**
 * The Solana chains the WalletConnect side can serve, by CAIP-2 id (what sessions name), with the Wallet Standard
 * name the Solana side signs for.
 */
export const walletConnectSolanaChains: Readonly<Record<string, SolanaWalletChain>> = {
  [solanaLocalChain]: 'solana:localnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
}

/** Where it sends by default: the local chain only (the public clusters are unreachable offline). */
export const defaultSolanaRpcUrls: Readonly<Record<string, string>> = {
  [solanaLocalChain]: 'http://127.0.0.1:8899',
}
