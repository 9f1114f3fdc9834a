import { defineModule } from '../../platform/ServerModule'
import { rpcProxyRoutes } from './routes'
import { loadRpcProxyConfig } from './rpcProxyConfig'
import { rpcProxyService } from './service'

export const rpcProxyModule = defineModule(
  'rpcProxy',
  ({ config, chains }) => ({
    routes: rpcProxyRoutes(
      rpcProxyService({
        maxResponseBytes: config.rpcProxy.maxResponseBytes,
        maxGas: config.limits.rpcMaxGas,
        concurrencyPerProject: config.rpcProxy.concurrencyPerProject,
      }),
      chains,
    ),
  }),
  { config: loadRpcProxyConfig },
)
