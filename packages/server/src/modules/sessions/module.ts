import { defineModule } from '../../platform/ServerModule'
import { sessionsRoutes } from './routes'
import { createSessionsService } from './service'
import { loadSessionsConfig } from './sessionsConfig'

/**
 * ERC-7715 sessions of the embedded wallet's smart account (docs/smart-accounts.md "Sessions"): the list and its
 * routes; the wallets module grants and revokes through the service, and tells it who signs for a user.
 */
export const sessionsModule = defineModule(
  'sessions',
  ({ db, config, chains, now }, { smartAccounts }) => {
    const service = createSessionsService({
      db,
      config: config.sessions,
      smartAccounts,
      chains,
      now,
    })
    return { provides: { sessions: service }, routes: sessionsRoutes(service) }
  },
  { needs: ['smartAccounts'], config: loadSessionsConfig },
)
