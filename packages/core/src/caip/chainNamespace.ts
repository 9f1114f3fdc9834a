/** The chain namespaces Latch knows (CAIP-2). */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export type ChainNamespace = (typeof chainNamespaces)[number]

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}

/** The namespace of a chain defined without one (`defineNetwork`): chain definitions are viem's, EVM's. */
export const definedChainNamespace: ChainNamespace = 'eip155'
