import { defineNetwork } from '@latch/core'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

// Networks are CAIP-2: `solana:` and the first 32 characters of the cluster's genesis hash.

export const solanaMainnet = /* @__PURE__ */ defineNetwork({
  chainNamespace: 'solana',
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
})

/** Solana's explorers name the cluster in the query: `addressExplorerUrl` keeps it. */
export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  chainNamespace: 'solana',
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' },
  },
  testnet: true,
})

/** The dev stack's local chain (`@latch/devstack`'s `startSolanaChain`, a JSON-RPC front for litesvm). */
export const solanaLocal = /* @__PURE__ */ defineNetwork({
  chainNamespace: 'solana',
  id: 'DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
  name: 'Solana Local',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
})
