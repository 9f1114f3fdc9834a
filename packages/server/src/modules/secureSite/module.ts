import Fastify, { type FastifyInstance } from 'fastify'
import { connectionLimits } from '../../platform/http/connectionLimits'
import { originFormOnly } from '../../platform/http/originFormOnly'
import { defineModule } from '../../platform/ServerModule'
import { secureSiteRoutes } from './routes'
import { loadSecureSiteConfig } from './secureSiteConfig'
import { secureSiteService } from './service'
import { readSiteFiles, type SiteFiles } from './siteFiles'

/**
 * The secure site (docs/embedded-wallet.md) on a second listener of this process, `LATCH_SECURE_SITE_PORT` on
 * `HOST`: its pages need a policy naming the project's app, which only the server knows. Off unless the port
 * is set; `port()` is the one it listens on (0 picks a free one).
 */
export const secureSiteModule = defineModule(
  'secureSite',
  (context) => {
    const { config, db, log } = context
    let site: FastifyInstance | undefined
    let files: SiteFiles | undefined
    return {
      async start() {
        const { port, dir } = config.secureSite
        if (port === null) return
        files = await readSiteFiles(dir)
        if (!files)
          log.warn(
            `The secure site is not built (${dir}): its pages answer 503 until it is (npm run build -w @latch/secure-site)`,
          )
        site = Fastify({
          logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
          trustProxy: config.trustProxy,
          ...connectionLimits(config.limits),
        })
        site.server.maxConnections = config.limits.maxConnections
        site.addHook('onRequest', originFormOnly)
        // Called on the instance itself, not registered: its error and 404 handlers cover the hook above too.
        await secureSiteRoutes({
          service: secureSiteService(db),
          files: () => files,
          apiUrl: config.publicUrl,
        })(site)
        await site.listen({ port, host: config.host })
        secureSiteListeners.set(config, site)
      },
      async stop() {
        await site?.close()
        site = undefined
      },
    }
  },
  { config: loadSecureSiteConfig },
)

/** Each app's secure-site listener, for tests (`port: 0` picks a free port). */
const secureSiteListeners = new WeakMap<object, FastifyInstance>()

/** The port the secure site of the app built with `config` listens on, once the app is ready. */
export function secureSitePort(config: object): number | undefined {
  const address = secureSiteListeners.get(config)?.server.address()
  return typeof address === 'object' && address ? address.port : undefined
}
