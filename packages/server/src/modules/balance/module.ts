import { defineModule } from '../../platform/ServerModule'
import { balanceRoutes } from './routes'
import { balanceService } from './service'
import { balanceStore } from './store'

export const balanceModule = defineModule('balance', ({ db, chains, tokens }) => ({
  routes: balanceRoutes(balanceService(balanceStore(db), tokens), chains),
}))
