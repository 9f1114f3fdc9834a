import Fastify, { type FastifyInstance } from 'fastify'
import { createChainRegistry } from './chains/createChainRegistry'
import type { ServerConfig } from './config'
import type { Database } from './db/Database'
import { errorBody, HttpError } from './http/HttpError'
import { createPriceTable } from './prices/createPriceTable'
import { projectGuard } from './projects/projectGuard'
import { projectRepository } from './projects/projectRepository'
import type { RateLimiter } from './rateLimit/RateLimiter'
import { balanceRoutes } from './routes/balance'
import { fungiblePriceRoutes } from './routes/fungiblePrice'
import { healthRoutes } from './routes/health'
import { historyRoutes } from './routes/history'
import { identityRoutes } from './routes/identity'
import { nftsRoutes } from './routes/nfts'
import { rpcProxyRoutes } from './routes/rpcProxy'
import { supportedChainsRoutes } from './routes/supportedChains'

/** Request bodies are small JSON documents; anything larger is refused with 413. */
const BODY_LIMIT_BYTES = 64 * 1024

/**
 * The Latch server: one Fastify app whose modules (now the data API; later auth, relay, registry, analytics)
 * share the database, the chains and the project guard. Every error answers `{ status, reasons }`; nothing
 * leaks a stack trace.
 */
export function buildApp(parameters: {
  config: ServerConfig
  db: Database
  rateLimiter: RateLimiter
}): FastifyInstance {
  const { config, db, rateLimiter } = parameters
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Query strings are validated per route; a duplicate key must not become an array silently.
    routerOptions: { maxParamLength: 200 },
  })
  const chains = createChainRegistry(config.chains)
  const prices = createPriceTable(config.prices)

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError)
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.reason, error.message))
    const { statusCode: status, message } = error as { statusCode?: number; message?: string }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) keep their status and text.
    if (status && status >= 400 && status < 500)
      return reply.code(status).send(errorBody(status, 'Bad Request', message ?? 'Bad request'))
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send(errorBody(500, 'Server Error', 'The server could not answer'))
  })
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorBody(404, 'Not Found', 'No such endpoint')),
  )

  const guard = projectGuard(projectRepository(db), rateLimiter)
  app.addHook('onRequest', guard.onRequest)
  app.addHook('preHandler', guard.preHandler)

  app.register(healthRoutes)
  app.register(supportedChainsRoutes(chains))
  app.register(balanceRoutes(db, chains, prices))
  app.register(historyRoutes(db, chains))
  app.register(nftsRoutes(db, chains))
  app.register(identityRoutes(db))
  app.register(fungiblePriceRoutes(db, chains, prices))
  app.register(rpcProxyRoutes(chains))
  return app
}
