import type { NamespaceSource } from './NamespaceSource'

/**
 * The non-EVM namespaces' data sources, by namespace (`solana`): a module registers its source when the app is
 * built, the shared routes look it up per request.
 */
export function createNamespaceSources() {
  const sources = new Map<string, NamespaceSource>()
  return {
    register(namespace: string, source: NamespaceSource) {
      if (namespace === 'eip155') throw new Error('eip155 is served by the chain registry itself')
      sources.set(namespace, source)
    },
    get: (namespace: string) => sources.get(namespace),
    list: () => [...sources.values()],
  }
}

export type NamespaceSources = ReturnType<typeof createNamespaceSources>
