import { defineModule } from '../../platform/ServerModule'
import { registryRoutes } from './routes'
import { seedWallets } from './seedWallets'
import { registryService } from './service'
import { walletInput } from './walletInput'

/**
 * The wallet registry (behaviour.md §10.1): its list and images under `/v1/registry`, and the seed wallets, upserted at
 * every start (idempotent; a wallet an operator imported is left as imported).
 */
export const registryModule = defineModule('registry', ({ db }) => {
  const service = registryService(db)
  return {
    routes: registryRoutes(service),
    async start() {
      await service.save(
        seedWallets.map((wallet, index) => walletInput.parse({ ...wallet, rank: index + 1 })),
        'seed',
      )
    },
  }
})
