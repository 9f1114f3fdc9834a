import { defineModule } from '../../platform/ServerModule'
import { farcasterClient } from './farcasterClient'
import { loadFarcasterConfig } from './farcasterConfig'
import { farcasterRoutes } from './routes'
import { farcasterService } from './service'

/** Finished, abandoned and expired channels are swept this often. */
const SWEEP_MS = 60_000

/**
 * Farcaster login for the embedded wallet (behaviour.md §11): `/v1/farcaster/*` with the channel on
 * `FARCASTER_RELAY_URL` and the custody check on `FARCASTER_OPTIMISM_RPC_URL`, the session opened by auth.
 */
export const farcasterModule = defineModule(
  'farcaster',
  (context, { auth }) => {
    const { db, config, log, errors } = context
    const service = farcasterService({
      db,
      client: farcasterClient(config.farcaster),
      signInWithIdentity: (identity) => auth.signInWithIdentity(identity),
      onRelayError: (error) =>
        log.warn({ error: errors.describe(error) }, 'the Farcaster relay failed'),
    })
    let sweep: NodeJS.Timeout | undefined
    return {
      routes: farcasterRoutes(service),
      async start() {
        sweep = setInterval(() => {
          service
            .removeExpired()
            .catch((error) =>
              log.warn({ error: errors.describe(error) }, 'expired Farcaster channels not removed'),
            )
        }, SWEEP_MS)
        sweep.unref()
      },
      async stop() {
        clearInterval(sweep)
      },
    }
  },
  { needs: ['auth'], config: loadFarcasterConfig },
)
