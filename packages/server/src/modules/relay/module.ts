import { defineModule } from '../../platform/ServerModule'
import { relayRoutes } from './routes'
import { relayService } from './service'
import { relayStore } from './store'

/** The WalletConnect relay at `ws://<server>/relay` (walletconnect-relay.md), outside the project guard. */
export const relayModule = defineModule('relay', ({ config, db, bus, log }) => {
  const service = relayService({ relay: config.relay, store: relayStore(db), bus, log })
  return {
    publicRoutes: relayRoutes(service, config.relay),
    start: () => service.start(),
    stop: () => service.stop(),
  }
})
