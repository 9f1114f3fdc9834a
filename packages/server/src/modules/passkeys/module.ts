import { isIP } from 'node:net'
import { defineModule } from '../../platform/ServerModule'
import { loadPasskeysConfig } from './passkeysConfig'
import { passkeysRoutes, verifyExportRequest } from './routes'
import { passkeysService } from './service'

/** Used and expired challenges are swept this often. */
const SWEEP_MS = 60_000

/**
 * Passkeys for the embedded wallet (behaviour.md §11.7): `/v1/passkeys/*` for the secure site, the relying party
 * being the secure site's host; a passkey signs in through auth's identities.
 */
export const passkeysModule = defineModule(
  'passkeys',
  (context, { auth }) => {
    const { db, config, log, errors } = context
    const service = passkeysService({ db, config: config.passkeys, auth, now: context.now })
    let sweep: NodeJS.Timeout | undefined
    return {
      // The key export of a user with a passkey asks for it (modules/wallets).
      provides: { passkeys: { ...service, verifyExportRequest: verifyExportRequest(service) } },
      routes: passkeysRoutes(service),
      async start() {
        // Browsers refuse an IP address as a relying party (WebAuthn's RP ID is a domain): say so at start.
        if (isIP(config.passkeys.rpId) !== 0)
          log.warn(
            `the passkeys' relying party is an IP address (${config.passkeys.rpId}), which browsers refuse: serve the secure site on a domain name (LATCH_SECURE_SITE_URL) for passkey login`,
          )
        sweep = setInterval(() => {
          service
            .removeExpired()
            .catch((error) =>
              log.warn({ error: errors.describe(error) }, 'expired passkey challenges not removed'),
            )
        }, SWEEP_MS)
        sweep.unref()
      },
      async stop() {
        clearInterval(sweep)
      },
    }
  },
  { needs: ['auth'], config: loadPasskeysConfig },
)
