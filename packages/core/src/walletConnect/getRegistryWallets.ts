import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import {
  createRegistryClient,
  type RegistryClient,
  type RegistryQuery,
} from './createRegistryClient'
import { matchCustomWallets } from './customWalletEntry'
import { hasRegistry } from './hasRegistry'
import type { RegistryPage } from './RegistryWallet'

const registryOf = perInstance((latch: Latch): RegistryClient | undefined => {
  const registryUrl = latch.options.registryUrl ?? latch.options.apiUrl
  const projectId = latch.options.projectId
  return registryUrl && projectId && hasRegistry(latch)
    ? createRegistryClient({ registryUrl, projectId })
    : undefined
})

/**
 * A page of the wallet registry for AllWallets, with the app's `includeWalletIds` / `excludeWalletIds` applied and
 * its `customWallets` (those the search finds) at the top of the first page; only those when the app has no
 * registry.
 */
export async function getRegistryWallets(
  latch: Latch,
  query: Omit<RegistryQuery, 'include' | 'exclude'> & { exclude?: readonly string[] } = {},
): Promise<RegistryPage> {
  const custom = matchCustomWallets(latch.options.customWallets ?? [], query.search)
  const first = (query.page ?? 1) === 1 ? custom : []
  const registry = registryOf(latch)
  if (!registry) return { count: custom.length, data: first }
  const page = await registry.getWallets({
    ...query,
    include: latch.options.includeWalletIds,
    exclude: [...(latch.options.excludeWalletIds ?? []), ...(query.exclude ?? [])],
    chains: query.chains ?? latch.networks.map((network) => network.caipNetworkId),
  })
  return { count: page.count + custom.length, data: [...first, ...page.data] }
}
