import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import type { ServerConfig } from '../../../config'
import { createServer, type LatchServer } from '../../../createServer'
import { testConfig } from '../../../testing/testConfig'
import type { RelayConfig } from '../relayConfig'

/** A fresh database on the test PostgreSQL server (scripts/test/globalSetup.ts). */
export async function createPostgresUrl(adminUrl: string): Promise<string> {
  const name = `latch_relay_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  return adminUrl.replace(/\/postgres$/, `/${name}`)
}

export type RelayServer = { server: LatchServer; url: string; port: number; close(): Promise<void> }

/**
 * A whole Latch server as deployed (createServer: its database migrated, the bus, every module) listening on
 * loopback, for tests that need real sockets. `dataDir` is PGlite's, unless `databaseUrl` is set.
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
  const configured: ServerConfig = {
    ...base,
    dataDir: options.dataDir ?? base.dataDir,
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    relay: { ...base.relay, ...options.relay },
  }
  const server = await createServer(options.config ? options.config(configured) : configured)
  await server.app.listen({ port: options.port ?? 0, host: '127.0.0.1' })
  const { port } = server.app.server.address() as AddressInfo
  return { server, port, url: `ws://127.0.0.1:${port}/relay`, close: () => server.close() }
}
