import { defineModule } from '../../platform/ServerModule'
import { answerLookup } from './answerGateway'
import { namesGatewayRoutes } from './gatewayRoutes'
import { loadNamesConfig } from './namesConfig'
import { namesRoutes } from './routes'
import { namesService } from './service'
import { namesStore } from './store'

/** The bus topic a registration is told on (`projectId address`): identity forgets its cached answer. */
export const NAMES_TOPIC = 'names.registered'

export const namesModule = defineModule(
  'names',
  ({ config, db, chains, bus, rateLimiter, now = Date.now }) => {
    const store = namesStore(db)
    const [key] = config.names.gatewayKeys
    return {
      routes: namesRoutes(
        namesService({
          store,
          zones: config.names.zones,
          chains,
          messageMaxAgeMs: config.names.messageMaxAgeMs,
          now,
          registered: (projectId, address) => bus.publish(NAMES_TOPIC, `${projectId} ${address}`),
        }),
      ),
      ...(key && {
        publicRoutes: namesGatewayRoutes(
          answerLookup({
            store,
            zones: config.names.zones,
            key,
            ttlSeconds: config.names.answerTtlSeconds,
            now,
          }),
          { rateLimiter, perMinute: config.names.gatewayRequestsPerMinute },
        ),
      }),
    }
  },
  { config: loadNamesConfig },
)
