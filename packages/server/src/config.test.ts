import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { ConfigProblems } from './platform/config/ConfigProblems'
import type { Env } from './platform/config/readEnv'
import type { ModuleFactory, ServerModule } from './platform/ServerModule'

describe('loadConfig', () => {
  it('defaults to the dev chains, PGlite in .latch/data and the indexer on', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      dataDir: '.latch/data',
      indexer: { enabled: true, pollMs: 500 },
      seedDemoProject: false,
      databaseUrl: undefined,
      redisUrl: undefined,
    })
    expect(config.chains).toEqual([
      { caipNetworkId: 'eip155:31337', chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
      { caipNetworkId: 'eip155:31338', chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
    ])
  })

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      LATCH_CHAINS: '[{"caipNetworkId":"eip155:10","rpcUrl":"http://127.0.0.1:9545"}]',
      DATABASE_URL: 'postgres://u:secret@db/latch',
      LATCH_SEED_DEMO_PROJECT: '1',
      LATCH_INDEXER: '0',
    })
    expect(config).toMatchObject({ port: 9000, seedDemoProject: true })
    expect(config.indexer.enabled).toBe(false)
    expect(config.chains).toEqual([
      { caipNetworkId: 'eip155:10', chainId: 10, rpcUrl: 'http://127.0.0.1:9545' },
    ])
  })

  it("reads each listed module's own settings under its name, and lists every module's problems together", () => {
    const strict = (name: string, variable: string) =>
      Object.assign(() => ({ name }) as ServerModule, {
        moduleName: name,
        config: (env: Env) => {
          if (env[variable] !== undefined) return { value: env[variable] }
          throw new ConfigProblems([`${variable}: required`])
        },
      }) as ModuleFactory
    const modules = [strict('first', 'FIRST_VALUE'), strict('second', 'SECOND_VALUE')]
    expect(loadConfig({ FIRST_VALUE: 'a', SECOND_VALUE: 'b' }, modules)).toMatchObject({
      port: 8787,
      first: { value: 'a' },
      second: { value: 'b' },
    })
    expect(() => loadConfig({}, modules)).toThrow(
      'Invalid server configuration:\n  FIRST_VALUE: required\n  SECOND_VALUE: required',
    )
    // The server's own modules: the relay's and sign-in's problems in one message.
    expect(() => loadConfig({ LATCH_RELAY_URL: 'http://x', LATCH_SIWX_SESSION_TTL: '10' })).toThrow(
      /LATCH_RELAY_URL\S*: .*\n {2}LATCH_SIWX_SESSION_TTL: /,
    )
  })
})
