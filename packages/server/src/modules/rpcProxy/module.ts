import { defineModule } from '../../platform/ServerModule'
import { rpcProxyRoutes } from './routes'
import { rpcProxyService } from './service'

export const rpcProxyModule = defineModule('rpcProxy', ({ chains }) => ({
  routes: rpcProxyRoutes(rpcProxyService(), chains),
}))
