import { join } from 'node:path'
import {
  type Chain,
  compileContracts,
  dataDir,
  deployTestContracts,
  startChain,
  type TestContracts,
  testAccount,
} from '@latch/devstack'
import { createTestClient, createWalletClient, http, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll } from 'vitest'
import { freePort } from '../../../../scripts/test/startPostgres'
import { buildApp } from '../app'
import type { ServerConfig } from '../config'
import { createIndexer } from '../modules/indexer/createIndexer'
import { demoProject } from '../modules/projects/Project'
import { projectStore } from '../modules/projects/store'
import { createMemoryBus } from '../platform/bus/createMemoryBus'
import { createChainRegistry } from '../platform/chains/createChainRegistry'
import type { Database } from '../platform/db/Database'
import { createMemoryRateLimiter } from '../platform/rateLimit/createMemoryRateLimiter'
import type { RateLimiter } from '../platform/rateLimit/RateLimiter'
import { createTokenList } from '../platform/tokens/createTokenList'
import { testConfig } from './testConfig'

/** The project id and SDK fields every test request carries. */
export const q = 'projectId=latch-demo&st=latch&sv=test'

export type TestChain = { chain: Chain; contracts: TestContracts }

/**
 * One anvil chain (31337) with the test contracts for a test file: started before its tests, stopped after.
 * Each `startTestApp` on it reverts the chain to this state when it closes, so the file's suites (one per
 * database) each see the same fresh chain without paying for another start and deployment.
 */
export function useTestChain(): TestChain {
  const shared = {} as TestChain
  beforeAll(async () => {
    shared.chain = await startChain({ port: await freePort(), chainId: 31337 })
    shared.contracts = await deployTestContracts(
      shared.chain.rpcUrl,
      await compileContracts(join(dataDir, 'contracts-cache')),
    )
  }, 60_000)
  afterAll(async () => {
    await shared.chain?.stop()
  })
  return shared
}

/**
 * What a module's tests run against: the test chain, the given database with the demo project and a
 * 3-a-minute one ("tiny"), the app, and an indexer the test drives.
 */
export async function startTestApp(
  db: Database,
  { chain, contracts }: TestChain,
  options: { rateLimiter?: RateLimiter; config?: (config: ServerConfig) => ServerConfig } = {},
) {
  const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
  const snapshot = await testClient.snapshot()
  await projectStore(db).upsert(demoProject)
  await projectStore(db).upsert({
    id: 'tiny',
    name: 'Tiny',
    allowedOrigins: ['https://*.example.com'],
    requestsPerMinute: 3,
  })
  const base = testConfig([{ chainId: 31337, rpcUrl: chain.rpcUrl }])
  const config = options.config ? options.config(base) : base
  const chains = createChainRegistry(config.chains)
  const rateLimiter = options.rateLimiter ?? createMemoryRateLimiter()
  const app = buildApp({
    config,
    db,
    chains,
    tokens: createTokenList(config.tokens),
    rateLimiter,
    bus: createMemoryBus(),
  })
  const served = chains.get('eip155:31337')
  if (!served) throw new Error('no chain')
  const indexer = createIndexer({ db, chain: served, pollMs: 10 })
  const wallet = (index: number) =>
    createWalletClient({
      account: testAccount(index),
      chain: { ...foundry, rpcUrls: { default: { http: [chain.rpcUrl] } } },
      transport: http(chain.rpcUrl),
    }).extend(publicActions)
  const indexAll = async () => indexer.catchUp(await wallet(0).getBlockNumber({ cacheTime: 0 }))
  await indexAll()
  return {
    app,
    chain,
    contracts,
    testClient,
    config,
    chains,
    served,
    indexer,
    wallet,
    indexAll,
    get: (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers }),
    async close() {
      await app.close()
      await rateLimiter.close()
      await testClient.revert({ id: snapshot })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>
