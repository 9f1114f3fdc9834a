import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import {
  createRegistryClient,
  type RegistryClient,
  type RegistryQuery,
} from './createRegistryClient'
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
 * A page of the wallet registry for AllWallets, with the app's `includeWalletIds` / `excludeWalletIds` applied;
 * an empty page when the app has no registry.
 */
export async function getRegistryWallets(
  latch: Latch,
  query: Omit<RegistryQuery, 'include' | 'exclude'> & { exclude?: readonly string[] } = {},
): Promise<RegistryPage> {
  const registry = registryOf(latch)
  if (!registry) return { count: 0, data: [] }
  return registry.getWallets({
    ...query,
    include: latch.options.includeWalletIds,
    exclude: [...(latch.options.excludeWalletIds ?? []), ...(query.exclude ?? [])],
    chains: query.chains ?? latch.networks.map((network) => network.caipNetworkId),
  })
}
