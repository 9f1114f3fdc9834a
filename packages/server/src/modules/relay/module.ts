import { defineModule } from '../../platform/ServerModule'
import { loadRelayConfig } from './relayConfig'
import { relayRoutes } from './routes'
import { relayService } from './service'
import { relayStore } from './store'

/** The WalletConnect relay at `ws://<server>/relay` (walletconnect-relay.md), outside the project guard. */
export const relayModule = defineModule(
  'relay',
  ({ config, db, bus, log, errors, health }) => {
    const service = relayService({
      relay: config.relay,
      ackTimeoutMs: config.relay.ackTimeoutMs,
      store: relayStore(db),
      bus,
      catchUpMs: config.relay.catchUpMs,
      log: {
        warn: (error, message) => log.warn({ error: errors.describe(error) }, message),
        error: (error, message) => log.error({ error: errors.describe(error) }, message),
      },
    })
    // Not hearing the other instances, or not reaching the database, degrades the relay: it still serves, and
    // catches up when they are back.
    health.add('relay', async () => {
      const status = service.status()
      const ok = status.bus === 'joined' && status.database === 'ok'
      return { status: ok ? 'ok' : 'degraded', ...status }
    })
    return {
      publicRoutes: relayRoutes(service, config.relay),
      start: () => service.start(),
      stop: () => service.stop(),
    }
  },
  { config: loadRelayConfig },
)
