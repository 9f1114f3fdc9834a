import { createSolanaChainRegistry } from '../../platform/chains/createSolanaChainRegistry'
import { defineModule } from '../../platform/ServerModule'
import { solanaService } from './service'
import { solanaMints } from './solanaMints'

/**
 * Solana's data API (issue 14): the balance and history routes serve a `solana:…` chainId through the source
 * registered here, with their EVM paths, query and error shapes; /v1/supported-chains lists its networks.
 */
export const solanaModule = defineModule('solana', ({ config, chains, tokens }) => {
  chains.namespaces.register(
    'solana',
    solanaService({
      chains: createSolanaChainRegistry(config.solana.chains),
      tokens,
      mints: solanaMints(tokens, config.solana.mints),
    }),
  )
  return {}
})
