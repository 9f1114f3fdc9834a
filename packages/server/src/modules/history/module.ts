import { defineModule } from '../../platform/ServerModule'
import { historyRoutes } from './routes'
import { historyService } from './service'
import { historyStore } from './store'

export const historyModule = defineModule('history', ({ db, chains }) => ({
  routes: historyRoutes(historyService(historyStore(db)), chains),
}))
