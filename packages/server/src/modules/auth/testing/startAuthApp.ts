import type { LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../../app'
import type { ServerConfig } from '../../../config'
import { createMemoryBus } from '../../../platform/bus/createMemoryBus'
import { createChainRegistry } from '../../../platform/chains/createChainRegistry'
import type { Database } from '../../../platform/db/Database'
import type { InboxMessage } from '../../../platform/mail/Mailer'
import { createMemoryRateLimiter } from '../../../platform/rateLimit/createMemoryRateLimiter'
import { createTokenList } from '../../../platform/tokens/createTokenList'
import { testConfig } from '../../../testing/testConfig'
import { demoProject } from '../../projects/Project'
import { projectStore } from '../../projects/store'

export const secureSite = 'http://127.0.0.1:8788'
export const q = 'projectId=latch-demo'

/**
 * The server for auth's tests, without a chain (auth needs none): the demo project, the auth service and its rate
 * limits on a clock the test moves, every response kept (to check that no code ever leaves by HTTP but through
 * the inbox).
 */
export async function startAuthApp(
  db: Database,
  options: { config?: (config: ServerConfig) => ServerConfig } = {},
) {
  await projectStore(db).upsert(demoProject)
  const base = testConfig([{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }])
  const config = options.config ? options.config(base) : base
  const clock = { now: Date.now() }
  // The per-minute limits follow the same clock: a test that moves it past a minute has a fresh budget.
  const rateLimiter = createMemoryRateLimiter(() => clock.now)
  const app = buildApp({
    config,
    db,
    chains: createChainRegistry(config.chains),
    tokens: createTokenList(config.tokens),
    rateLimiter,
    bus: createMemoryBus(),
    now: () => clock.now,
  })
  await app.ready()
  const responses: LightMyRequestResponse[] = []
  const keep = (response: LightMyRequestResponse) => {
    responses.push(response)
    return response
  }

  return {
    app,
    config,
    clock,
    responses,
    /** A POST from the secure site (unless `origin` says otherwise), as JSON. */
    async post(
      path: string,
      body: Record<string, unknown>,
      {
        token,
        ip = '127.0.0.1',
        origin = secureSite,
      }: { token?: string; ip?: string; origin?: string | null } = {},
    ) {
      return keep(
        await app.inject({
          method: 'POST',
          url: `/v1/auth${path}?${q}`,
          payload: body,
          remoteAddress: ip,
          headers: {
            ...(origin ? { origin } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        }),
      )
    },
    async get(url: string, ip = '127.0.0.1') {
      return keep(await app.inject({ method: 'GET', url, remoteAddress: ip }))
    },
    /** The built-in sink's messages to `to`, newest first (read through /dev/inbox.json, not kept). */
    async inbox(to: string): Promise<InboxMessage[]> {
      const response = await app.inject({
        method: 'GET',
        url: `/dev/inbox.json?to=${encodeURIComponent(to)}`,
      })
      if (response.statusCode !== 200) throw new Error(`inbox: ${response.statusCode}`)
      return (response.json() as { messages: InboxMessage[] }).messages
    },
    close: () => app.close(),
  }
}

export type AuthApp = Awaited<ReturnType<typeof startAuthApp>>

/** The six digits of a code e-mail's subject. */
export function codeOf(message: InboxMessage | undefined) {
  const code = message?.subject.match(/(\d{6})$/)?.[1]
  if (!code) throw new Error(`no code in ${message?.subject}`)
  return code
}
