import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import type { ServerConfig } from './config'
import { projectGuard } from './modules/projects/projectGuard'
import { projectStore } from './modules/projects/store'
import { createDevClock } from './platform/clock/createDevClock'
import { devClockRoutes } from './platform/clock/devClockRoutes'
import { isDatabaseUnavailable } from './platform/db/isDatabaseUnavailable'
import { createHealthChecks } from './platform/health/createHealthChecks'
import { connectionLimits } from './platform/http/connectionLimits'
import { errorBody, HttpError } from './platform/http/HttpError'
import { originFormOnly } from './platform/http/originFormOnly'
import { errorDescriber } from './platform/log/errorDescriber'
import type { ModuleContext, ProvidedServices } from './platform/ServerModule'
import { serverModules } from './serverModules'

/** A destination for the log's lines (pino writes each as one JSON line). */
export type LogStream = { write(line: string): void }

/** Request bodies are small JSON documents; anything larger is refused with 413. */
const BODY_LIMIT_BYTES = 64 * 1024

/**
 * The Latch server: one Fastify app whose modules share the platform (database, chains, limits, bus). Every
 * `/v1` route sits in one scope whose hooks are the project guard; every error answers `{ status, reasons }`
 * and nothing leaks a stack trace. Modules start when the app is ready and stop when it closes.
 */
export function buildApp(
  context: Omit<ModuleContext<ServerConfig>, 'log' | 'errors' | 'health' | 'now'> & {
    /** A clock a test moves (the modules' `now`); else the dev clock (LATCH_DEV_CLOCK), else Date.now. */
    now?: (() => number) | undefined
    /** Where the log lines go: standard output, unless a test reads them (the same logger, level and routes). */
    logStream?: LogStream | undefined
  },
): FastifyInstance {
  const { config, db, rateLimiter, logStream } = context
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    trustProxy: config.trustProxy,
    // The router's own refusals (a malformed %-escape, an over-long path parameter) answer in the API's shape.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      const status = tooLong ? 414 : 400
      void (reply as FastifyReply)
        .code(status)
        .send(
          errorBody(
            status,
            'Bad Request',
            tooLong ? 'A path segment is too long' : 'The path is not a valid URL',
          ),
        )
    },
    ...connectionLimits(config.limits),
  })
  app.server.maxConnections = config.limits.maxConnections
  const errors = errorDescriber([...config.upstreamUrls, config.databaseUrl, config.redisUrl])
  const health = createHealthChecks()
  const clock = config.devClock ? createDevClock() : undefined
  const now = context.now ?? clock?.now ?? Date.now
  // In order: a module's needs are what the modules before it provide.
  const services: ProvidedServices = {}
  const features = serverModules.map((module) => {
    const feature = module({ ...context, log: app.log, errors, health, now }, services)
    Object.assign(services, feature.provides)
    return feature
  })
  app.decorate('services', services)

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError)
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.reason, error.message))
    const { statusCode: status, message } = error as { statusCode?: number; message?: string }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) keep their status and text.
    if (status && status >= 400 && status < 500)
      return reply.code(status).send(errorBody(status, 'Bad Request', message ?? 'Bad request'))
    // A dependency outage (the database restarting) is no failure of this request: 503, and clients retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: errors.describe(error) }, 'the database is unavailable')
      return reply
        .code(503)
        .send(
          errorBody(
            503,
            'Service Unavailable',
            'The server cannot reach its database: try again shortly',
          ),
        )
    }
    // The error's summary only: a database error carries its SQL and parameters, an upstream one its URL.
    request.log.error({ error: errors.describe(error) }, 'request failed')
    return reply.code(500).send(errorBody(500, 'Server Error', 'The server could not answer'))
  })
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorBody(404, 'Not Found', 'No such endpoint')),
  )

  app.addHook('onRequest', originFormOnly)
  if (clock) app.register(devClockRoutes(clock))
  for (const feature of features) if (feature.publicRoutes) app.register(feature.publicRoutes)
  app.register(
    async (v1) => {
      const guard = projectGuard(
        projectStore(db),
        rateLimiter,
        config.limits,
        config.secureSiteOrigin,
      )
      v1.decorateRequest('project', null)
      v1.addHook('onRequest', guard.onRequest)
      v1.addHook('preHandler', guard.preHandler)
      for (const feature of features) if (feature.routes) await v1.register(feature.routes)
    },
    { prefix: '/v1' },
  )

  app.addHook('onReady', async () => {
    for (const feature of features) await feature.start?.()
  })
  app.addHook('onClose', async () => {
    for (const feature of [...features].reverse()) await feature.stop?.()
  })
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services the app's modules provided (ModuleServices): what a test reaches them by. */
    services: ProvidedServices
  }
}
