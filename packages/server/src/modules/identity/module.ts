import { defineModule } from '../../platform/ServerModule'
import { identityRoutes } from './routes'
import { identityService } from './service'
import { identityStore } from './store'

export const identityModule = defineModule('identity', ({ db }) => ({
  routes: identityRoutes(identityService(identityStore(db))),
}))
