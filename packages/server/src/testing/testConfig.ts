import { randomBytes } from 'node:crypto'
import { loadConfig, type ServerConfig } from '../config'

/**
 * A server configuration for tests: the given chains with the dev token list, no indexer loop (tests drive
 * it), quiet logs, a fresh auth secret.
 */
export function testConfig(chains: Array<{ chainId: number; rpcUrl: string }>): ServerConfig {
  const base = loadConfig({})
  return {
    ...base,
    port: 0,
    chains: chains.map((chain) => ({ ...chain, caipNetworkId: `eip155:${chain.chainId}` })),
    dataDir: '',
    seedDemoProject: true,
    indexer: { enabled: false, pollMs: 50 },
    logLevel: 'silent',
    auth: { secret: randomBytes(32).toString('base64url') },
  }
}
