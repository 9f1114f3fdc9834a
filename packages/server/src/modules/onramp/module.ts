import { defineModule } from '../../platform/ServerModule'
import { loadOnRampConfig } from './onrampConfig'
import { onrampProviders } from './onrampProviders'
import { onrampPublicRoutes } from './publicRoutes'
import { onrampRoutes } from './routes'
import { sandboxPayout } from './sandbox/sandboxPayout'
import { onrampService } from './service'
import { onrampStore } from './store'

/** Expired quotes and old webhook ids are removed this often. */
const PRUNE_EVERY_MS = 10 * 60_000

/**
 * Buy crypto (docs/onramp.md): on-ramp providers behind one interface, each on when its keys are set, and the
 * sandbox ramp where LATCH_ONRAMP_SANDBOX is set (the dev stack), which pays out on a dev chain.
 */
export const onrampModule = defineModule(
  'onramp',
  (context) => {
    const { config, log } = context
    const now = context.now ?? Date.now
    const settings = config.onramp
    const service = onrampService({
      store: onrampStore(context.db),
      providers: onrampProviders(settings, { fetch, now, publicUrl: config.publicUrl }),
      now,
      log,
    })
    const sandbox = settings.sandbox
    let timer: NodeJS.Timeout | undefined
    const served = sandbox ? context.chains.get(sandbox.caipNetworkId) : undefined
    if (sandbox && !served)
      log.warn(
        `LATCH_ONRAMP_SANDBOX: ${sandbox.caipNetworkId} is not among LATCH_CHAINS: the sandbox cannot pay out`,
      )
    return {
      routes: onrampRoutes(service),
      publicRoutes: onrampPublicRoutes(
        service,
        context.rateLimiter,
        sandbox && served
          ? {
              payout: sandboxPayout({
                chainId: Number(sandbox.caipNetworkId.split(':')[1]),
                rpcUrl: served.rpcUrl,
                faucetKey: sandbox.faucetKey,
                lusd: sandbox.lusd,
              }),
              webhookSecret: sandbox.webhookSecret,
              now,
            }
          : undefined,
      ),
      async start() {
        if (sandbox && config.production)
          log.warn('LATCH_ONRAMP_SANDBOX is set in production: the sandbox ramp (test cards) is on')
        timer = setInterval(() => {
          service.prune().catch((error: unknown) => {
            log.warn({ error: context.errors.describe(error) }, 'on-ramp clean-up failed')
          })
        }, PRUNE_EVERY_MS)
        timer.unref()
      },
      async stop() {
        clearInterval(timer)
      },
    }
  },
  { config: loadOnRampConfig },
)
