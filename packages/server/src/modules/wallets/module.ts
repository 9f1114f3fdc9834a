import { defineModule } from '../../platform/ServerModule'
import { walletsRoutes } from './routes'
import { walletsService } from './service'

/**
 * The embedded wallet's keys (behaviour.md §11.4): one per user, created on first use, stored encrypted under the KEK
 * (`LATCH_KEK`), used by `/v1/wallets/*` for the secure site.
 */
export const walletsModule = defineModule(
  'wallets',
  (context, { auth, smartAccounts, sessions, passkeys }) => {
    const service = walletsService({ ...context, smartAccounts, sessions })
    return {
      routes: walletsRoutes(service, auth, passkeys),
      async start() {
        if (context.config.keks.length === 0)
          context.log.warn(
            'LATCH_KEK is not set: the embedded wallet answers 503 (set it; the dev stack writes one into its data directory)',
          )
      },
      stop: () => service.stop(),
    }
  },
  { needs: ['auth', 'smartAccounts', 'sessions', 'passkeys'] },
)
