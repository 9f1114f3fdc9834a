import { defineModule } from '../../platform/ServerModule'
import { priceRoutes } from './routes'
import { priceService } from './service'
import { priceStore } from './store'

export const pricesModule = defineModule('prices', ({ db, chains, tokens }) => ({
  routes: priceRoutes(priceService(priceStore(db), chains, tokens)),
}))
