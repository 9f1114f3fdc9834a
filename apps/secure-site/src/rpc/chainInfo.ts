/** What the approval screen names a chain and its coin by. */
export type ChainInfo = { name: string; coin: { symbol: string; decimals: number } }

const ether = { symbol: 'ETH', decimals: 18 }

const known: Record<number, ChainInfo> = {
  1: { name: 'Ethereum', coin: ether },
  10: { name: 'OP Mainnet', coin: ether },
  56: { name: 'BNB Smart Chain', coin: { symbol: 'BNB', decimals: 18 } },
  100: { name: 'Gnosis', coin: { symbol: 'xDAI', decimals: 18 } },
  137: { name: 'Polygon', coin: { symbol: 'POL', decimals: 18 } },
  324: { name: 'ZKsync Era', coin: ether },
  8453: { name: 'Base', coin: ether },
  42161: { name: 'Arbitrum One', coin: ether },
  43114: { name: 'Avalanche', coin: { symbol: 'AVAX', decimals: 18 } },
  59144: { name: 'Linea', coin: ether },
  84532: { name: 'Base Sepolia', coin: ether },
  11155111: { name: 'Sepolia', coin: ether },
  // The dev stack's chains (packages/devstack/src/devChains.ts).
  31337: { name: 'Latch Local', coin: ether },
  31338: { name: 'Latch Local 2', coin: ether },
}

/**
 * A chain the screen knows, or undefined: the describers then name it by its id and count its coin in 18 decimals,
 * as nearly all have (`chainName`, `coinAmount`).
 */
export function chainInfo(chainId: number): ChainInfo | undefined {
  return known[chainId]
}
