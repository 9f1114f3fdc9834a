import { defineModule } from '../../platform/ServerModule'
import { siwxPublicRoutes } from './publicRoutes'
import { siwxRoutes } from './routes'
import { siwxService } from './service'
import { loadSiwxConfig } from './siwxConfig'

/** Spent nonces and long-ended sessions are cleaned up this often. */
const PRUNE_EVERY_MS = 10 * 60_000

/**
 * Sign in with the wallet (behaviour.md §12, docs/siwx.md): `/v1/siwx/*` for apps, the JWKS at
 * `/.well-known/jwks.json` for their back ends.
 */
export const siwxModule = defineModule(
  'siwx',
  (context) => {
    const { log, errors } = context
    const service = siwxService(context)
    let timer: NodeJS.Timeout | undefined
    return {
      routes: siwxRoutes(service),
      publicRoutes: siwxPublicRoutes(service),
      async start() {
        if (!service.keys.available) {
          log.warn(
            'LATCH_KEK is not set: sign-in with the wallet (SIWX) answers 503 (its signing keys are sealed under the KEK)',
          )
          return
        }
        // The first key (or a due rotation) before the first request, so the JWKS is never empty.
        await service.keys.signer().catch((error: unknown) => {
          log.error({ error: errors.describe(error) }, 'SIWX signing key unavailable')
        })
        timer = setInterval(() => {
          service.prune().catch((error: unknown) => {
            log.warn({ error: errors.describe(error) }, 'SIWX clean-up failed')
          })
        }, PRUNE_EVERY_MS)
        timer.unref()
      },
      async stop() {
        clearInterval(timer)
      },
    }
  },
  { config: loadSiwxConfig },
)
