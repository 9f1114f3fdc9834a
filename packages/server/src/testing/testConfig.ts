import type { ServerConfig } from '../config'

/** A server configuration for tests: the given chains, no indexer loop (tests drive it), quiet logs. */
export function testConfig(chains: Array<{ chainId: number; rpcUrl: string }>): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    chains: chains.map((chain) => ({ ...chain, caipNetworkId: `eip155:${chain.chainId}` })),
    prices: { ETH: 3000, LUSD: 1, LTK: 2.5 },
    dataDir: '',
    seedDemoProject: true,
    indexer: false,
    indexerPollMs: 50,
    logLevel: 'silent',
    workers: 1,
  }
}
