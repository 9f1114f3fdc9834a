import { defineModule } from '../../platform/ServerModule'
import { providerClients } from './providerClients'
import { socialRoutes } from './routes'
import { socialService } from './service'
import { loadSocialConfig } from './socialConfig'

/** Finished, abandoned and expired states are swept this often. */
const SWEEP_MS = 60_000

/**
 * Social login for the embedded wallet (behaviour.md §11): `/v1/social/*` with the providers of `OAUTH_<PROVIDER>_*`,
 * the provider answering to `<secure site>/social/callback`, and the session opened by auth.
 */
export const socialModule = defineModule(
  'social',
  (context, { auth }) => {
    const { db, config, log, errors } = context
    const service = socialService({
      db,
      providers: providerClients(config.social.providers),
      redirectUri: `${config.secureSiteOrigin}/social/callback`,
      signInWithIdentity: (identity) => auth.signInWithIdentity(identity),
      onProviderError: (error, provider) =>
        log.warn({ provider, error: errors.describe(error) }, 'a social login provider failed'),
    })
    let sweep: NodeJS.Timeout | undefined
    return {
      routes: socialRoutes(service),
      async start() {
        sweep = setInterval(() => {
          service
            .removeExpired()
            .catch((error) =>
              log.warn(
                { error: errors.describe(error) },
                'expired social login states not removed',
              ),
            )
        }, SWEEP_MS)
        sweep.unref()
      },
      async stop() {
        clearInterval(sweep)
      },
    }
  },
  { needs: ['auth'], config: loadSocialConfig },
)
