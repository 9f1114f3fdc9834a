import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { ServerConfig } from '../../../config'
import { createServer, type LatchServer } from '../../../createServer'
import { testConfig } from '../../../testing/testConfig'
import { createPgliteDirectory, createPostgresUrl } from '../../../testing/testDatabases'
import type { RelayConfig } from '../relayConfig'

export type RelayServer = { server: LatchServer; url: string; port: number; close(): Promise<void> }

/**
 * A whole Latch server as deployed (createServer: its database opened and migrated, the bus, every module)
 * listening on loopback, for tests that need real sockets. `dataDir` is PGlite's, unless `databaseUrl` is set;
 * with neither, a fresh PostgreSQL database. Either starts migrated, from the test setup's template or image
 * (initdb and the migrations in WASM cost a lone file seconds); a `dataDir` that holds a database keeps it.
 */
export async function startRelayServer(
  options: {
    dataDir?: string
    databaseUrl?: string
    redisUrl?: string
    port?: number
    relay?: Partial<RelayConfig>
    /** Any other setting (chains and the indexer, for the outage tests). */
    config?: (config: ServerConfig) => ServerConfig
  } = {},
): Promise<RelayServer> {
  const base = testConfig([])
  const { dataDir } = options
  // openDatabase's path for a data directory.
  if (dataDir && !existsSync(join(dataDir, 'pglite')))
    await createPgliteDirectory(join(dataDir, 'pglite'))
  const configured: ServerConfig = {
    ...base,
    dataDir: dataDir ?? base.dataDir,
    databaseUrl: options.databaseUrl ?? (dataDir ? undefined : await createPostgresUrl()),
    redisUrl: options.redisUrl,
    relay: { ...base.relay, ...options.relay },
  }
  const server = await createServer(options.config ? options.config(configured) : configured)
  await server.app.listen({ port: options.port ?? 0, host: '127.0.0.1' })
  const { port } = server.app.server.address() as AddressInfo
  return { server, port, url: `ws://127.0.0.1:${port}/relay`, close: () => server.close() }
}
