import { defineModule } from '../../platform/ServerModule'
import { identityRoutes } from './routes'
import { identityService } from './service'
import { identityStore } from './store'

/** The bus topic the names module tells a registration on (`projectId address`). */
const NAMES_TOPIC = 'names.registered'

export const identityModule = defineModule('identity', ({ db, bus, now }) => {
  const service = identityService(identityStore(db), now)
  let unsubscribe: (() => Promise<void>) | undefined
  return {
    routes: identityRoutes(service),
    // A new name shows at once, not once the cached answer (behaviour.md §9, 5 minutes) runs out.
    async start() {
      unsubscribe = await bus.subscribe(NAMES_TOPIC, (key) => service.forget(key))
    },
    async stop() {
      await unsubscribe?.()
    },
  }
})
