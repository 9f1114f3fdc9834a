import { defineModule } from '../../platform/ServerModule'
import { rpcProxyRoutes } from './routes'
import { rpcProxyService } from './service'

export const rpcProxyModule = defineModule('rpcProxy', ({ config, chains }) => ({
  routes: rpcProxyRoutes(
    rpcProxyService({
      maxResponseBytes: config.limits.rpcMaxResponseBytes,
      maxGas: config.limits.rpcMaxGas,
      concurrencyPerProject: config.limits.rpcConcurrencyPerProject,
    }),
    chains,
  ),
}))
