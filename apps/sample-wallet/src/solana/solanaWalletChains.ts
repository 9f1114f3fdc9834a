/** The Wallet Standard chains the sample wallet signs for (the names Solana wallets use, not CAIP-2). */
export const solanaWalletChains = Object.freeze([
  'solana:localnet',
  'solana:devnet',
  'solana:mainnet',
] as const)

export type SolanaWalletChain = (typeof solanaWalletChains)[number]

/** Where `solana:signAndSendTransaction` sends: the dev stack's local chain, and the public clusters (unused offline). */
export const defaultSolanaRpcUrls: Readonly<Record<SolanaWalletChain, string>> = {
  'solana:localnet': 'http://127.0.0.1:8899',
  'solana:devnet': 'https://api.devnet.solana.com',
  'solana:mainnet': 'https://api.mainnet-beta.solana.com',
}

export function isSolanaWalletChain(chain: unknown): chain is SolanaWalletChain {
  return (solanaWalletChains as readonly unknown[]).includes(chain)
}
