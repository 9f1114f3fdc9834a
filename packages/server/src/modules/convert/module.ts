import { defineModule } from '../../platform/ServerModule'
import { convertRoutes } from './routes'
import { convertService } from './service'
import { swapProviders } from './swapProviders'

export const convertModule = defineModule('convert', (context) => ({
  routes: convertRoutes(
    convertService({ chains: context.chains, providers: swapProviders(context) }),
  ),
}))
