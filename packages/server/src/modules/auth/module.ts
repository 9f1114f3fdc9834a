import { createMailer } from '../../platform/mail/createMailer'
import { defineModule } from '../../platform/ServerModule'
import { loadAuthConfig } from './authConfig'
import { authPublicRoutes } from './publicRoutes'
import { authRoutes } from './routes'
import { createAuthService } from './service'

/**
 * E-mail login for the embedded wallet (behaviour.md §11): `/v1/auth/*` for the secure site, the device link, and the
 * mailer (an operator's SMTP server, or the built-in sink with `/dev/inbox`) started and stopped with the app.
 */
export const authModule = defineModule(
  'auth',
  (context) => {
    const { config, log, errors } = context
    const service = createAuthService({
      db: context.db,
      config,
      mailer: createMailer(config.mail),
      rateLimiter: context.rateLimiter,
      onMailError: (error) =>
        log.warn({ error: errors.describe(error) }, 'an e-mail could not be sent'),
      now: context.now,
    })
    return {
      // Sessions and sign-in, for social and wallets (ModuleServices).
      provides: { auth: service },
      routes: authRoutes(service),
      publicRoutes: authPublicRoutes(service, {
        inbox: !config.mail.smtpUrl,
        publicOrigin: new URL(config.publicUrl).origin,
      }),
      async start() {
        if (!config.auth.secret)
          log.warn(
            'LATCH_AUTH_SECRET is not set: login codes are keyed per process and die with it (set it when running several workers)',
          )
        await service.start()
        const sink = service.mailer.sink
        if (sink)
          log.warn(
            `SMTP_URL is not set: mail goes to the built-in SMTP sink on 127.0.0.1:${sink.port}, readable at /dev/inbox (set SMTP_URL to send real mail)`,
          )
      },
      stop: () => service.stop(),
    }
  },
  { config: loadAuthConfig },
)
