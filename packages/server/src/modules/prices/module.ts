import { defineModule } from '../../platform/ServerModule'
import { priceOracle } from './priceOracle'
import { priceRoutes } from './routes'
import { priceService } from './service'
import { priceStore } from './store'

export const pricesModule = defineModule('prices', (context) => ({
  routes: priceRoutes(priceService(priceStore(context.db), context.chains, priceOracle(context))),
}))
