import type { ChainNamespace } from '../caip/chainNamespace'
import type { Connector } from '../connectors/Connector'
import { dedupeConnectors } from '../connectors/dedupeConnectors'
import {
  connectorInNamespace,
  mergeNamespaceConnectors,
} from '../connectors/mergeNamespaceConnectors'
import { orderConnectors } from '../connectors/orderConnectors'
import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'

type Cache = {
  sources: unknown[]
  recent: unknown
  connectors: readonly Connector[]
  byNamespace: Map<ChainNamespace, readonly Connector[]>
}
const cacheOf = perInstance((_: Latch): { current?: Cache } => ({}))

export type GetConnectorsParameters = {
  /** Only the wallets that have a side in this namespace. */
  namespace?: ChainNamespace | undefined
}

/**
 * Every adapter's connectors, de-duplicated (a wallet with sides in several namespaces once, behaviour.md §14.2) and in
 * the spec's order (recent, featured, then the groups). The same array while nothing changes.
 */
export function getConnectors(
  latch: Latch,
  parameters: GetConnectorsParameters = {},
): readonly Connector[] {
  const cache = cacheOf(latch)
  const sources = latch.adapters.map((adapter) => adapter.getConnectors())
  const recent = latch.getState().recentWalletIds
  let current = cache.current
  if (
    !current ||
    current.recent !== recent ||
    current.sources.some((source, i) => source !== sources[i])
  ) {
    const merged = mergeNamespaceConnectors(dedupeConnectors(sources.flat()))
    // A wallet used through any of its sides is a recent wallet.
    const entryId = new Map(
      merged.flatMap((entry) =>
        (entry.namespaceConnectors ?? [entry]).map((side) => [side.id, entry.id] as const),
      ),
    )
    current = {
      sources,
      recent,
      connectors: orderConnectors(merged, {
        recentIds: [...new Set(recent.map((id) => entryId.get(id) ?? id))],
        featuredIds: latch.options.featuredWalletIds,
        order: latch.options.connectorOrder,
      }),
      byNamespace: new Map(),
    }
    cache.current = current
  }
  const { namespace } = parameters
  if (!namespace) return current.connectors
  let filtered = current.byNamespace.get(namespace)
  if (!filtered) {
    filtered = current.connectors.filter((entry) => connectorInNamespace(entry, namespace))
    current.byNamespace.set(namespace, filtered)
  }
  return filtered
}
