import { defineModule } from '../../platform/ServerModule'
import { priceOracle } from '../prices/priceOracle'
import { balanceRoutes } from './routes'
import { balanceService } from './service'
import { balanceStore } from './store'

export const balanceModule = defineModule('balance', (context) => ({
  routes: balanceRoutes(
    balanceService(balanceStore(context.db), context.tokens, undefined, priceOracle(context)),
    context.chains,
  ),
}))
