import { defineModule } from '../../platform/ServerModule'
import { createSolanaChainRegistry } from './createSolanaChainRegistry'
import { solanaService } from './service'
import { readSolanaConfig, solanaClaim } from './solanaConfig'
import { solanaMints } from './solanaMints'
import { solanaNodeHealth } from './solanaNodeHealth'

/**
 * Solana's data API (behaviour.md §14.6): the balance and history routes serve a `solana:…` chainId through the source
 * registered here, with their EVM paths, query and error shapes; /v1/supported-chains lists its networks; each
 * network's node is a /health check.
 */
export const solanaModule = defineModule(
  'solana',
  ({ config, chains, tokens, errors, health }) => {
    const solanaChains = createSolanaChainRegistry(config.solana.chains)
    chains.namespaces.register(
      'solana',
      solanaService({
        chains: solanaChains,
        tokens,
        mints: solanaMints(tokens, config.solana.mints),
      }),
    )
    for (const chain of solanaChains.list())
      health.add(`chain:${chain.caipNetworkId}`, () => solanaNodeHealth(chain, errors))
    return {}
  },
  { config: readSolanaConfig, namespace: solanaClaim },
)
