import { defineModule } from '../../platform/ServerModule'
import { bitcoinClaim, readBitcoinConfig } from './bitcoinConfig'
import { esploraHealth } from './esploraHealth'
import { bitcoinService } from './service'

/**
 * Bitcoin's data API (docs/data-api.md): the balance and history routes serve a `bip122:…` chainId through the
 * source registered here, with their EVM paths, query and error shapes; /v1/supported-chains lists its networks;
 * each network's Esplora API is a /health check. Its LATCH_CHAINS and LATCH_TOKENS entries are its own to check.
 */
export const bitcoinModule = defineModule(
  'bitcoin',
  ({ config, chains, tokens, errors, health, now }) => {
    chains.namespaces.register(
      'bip122',
      bitcoinService({ chains: config.bitcoin.chains, tokens, ...(now ? { now } : {}) }),
    )
    for (const chain of config.bitcoin.chains)
      health.add(`chain:${chain.caipNetworkId}`, () => esploraHealth(chain, errors))
    return {}
  },
  { config: readBitcoinConfig, namespace: bitcoinClaim },
)
