import { defineModule } from '../../platform/ServerModule'
import { historyRoutes } from './routes'
import { historyService } from './service'
import { historyStore } from './store'

export const historyModule = defineModule('history', ({ db, chains, tokens }) => ({
  routes: historyRoutes(historyService(historyStore(db), tokens), chains),
}))
