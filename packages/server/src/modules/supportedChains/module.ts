import { defineModule } from '../../platform/ServerModule'
import { supportedChainsRoutes } from './routes'

export const supportedChainsModule = defineModule('supportedChains', ({ chains }) => ({
  routes: supportedChainsRoutes(chains),
}))
