import type { Connector } from '../connectors/Connector'
import { dedupeConnectors } from '../connectors/dedupeConnectors'
import { orderConnectors } from '../connectors/orderConnectors'
import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'

type Cache = { sources: unknown[]; recent: unknown; connectors: readonly Connector[] }
const cacheOf = perInstance((_: Latch): { current?: Cache } => ({}))

/**
 * Every adapter's connectors, de-duplicated and in the spec's order (recent, featured, then the groups). The same
 * array while nothing changes.
 */
export function getConnectors(latch: Latch): readonly Connector[] {
  const cache = cacheOf(latch)
  const sources = latch.adapters.map((adapter) => adapter.getConnectors())
  const recent = latch.getState().recentWalletIds
  let current = cache.current
  if (
    !current ||
    current.recent !== recent ||
    current.sources.some((source, i) => source !== sources[i])
  ) {
    current = {
      sources,
      recent,
      connectors: orderConnectors(dedupeConnectors(sources.flat()), {
        recentIds: recent,
        featuredIds: latch.options.featuredWalletIds,
        order: latch.options.connectorOrder,
      }),
    }
    cache.current = current
  }
  return current.connectors
}
