import {
  type Chain,
  expectedAddresses,
  type TestContracts,
  testAccount,
} from '@latch/devstack/chain'
import { createTestClient, createWalletClient, type Hex, http, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll } from 'vitest'
import { workerChain } from '../../../../scripts/test/workerChain'
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
 * The test worker's anvil chain (31337) with the test contracts (workerChain), for a test file that asks for
 * one: its state is snapshotted before the file's tests and reverted after them, so every file sees the chain
 * as deployed. Each `startTestApp` on it also reverts to its own start when it closes.
 */
export function useTestChain(): TestChain {
  const shared = {} as TestChain
  let snapshot: Hex | undefined
  beforeAll(async () => {
    Object.assign(shared, await workerChain())
    snapshot = await testClientOf(shared.chain).snapshot()
  }, 60_000)
  afterAll(async () => {
    if (snapshot) await testClientOf(shared.chain).revert({ id: snapshot })
  })
  return shared
}

const testClientOf = (chain: Chain) =>
  createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })

/**
 * Where the configuration points when a test asks for no chain: chain 31337 is configured as usual, but no node
 * answers at this address (nothing listens on port 9), so a test that reaches for the chain fails loudly.
 */
const noChain: TestChain = {
  chain: { chainId: 31337, port: 9, rpcUrl: 'http://127.0.0.1:9', pid: 0, stop: async () => {} },
  contracts: expectedAddresses(),
}

/**
 * What a module's tests run against: the given database with the demo project and a 3-a-minute one ("tiny"),
 * the app, and an indexer the test drives, on the test chain if the file asked for one (useTestChain).
 */
export async function startTestApp(
  db: Database,
  testChain?: TestChain,
  options: {
    rateLimiter?: RateLimiter
    config?: (config: ServerConfig) => ServerConfig
    /** The modules' clock (and the default rate limiter's), which the test moves. */
    now?: () => number
  } = {},
) {
  const { chain, contracts } = testChain ?? noChain
  const testClient = testClientOf(chain)
  const snapshot = testChain ? await testClient.snapshot() : undefined
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
  const rateLimiter = options.rateLimiter ?? createMemoryRateLimiter(options.now)
  const app = buildApp({
    now: options.now,
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
  if (testChain) await indexAll()
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
      if (snapshot) await testClient.revert({ id: snapshot })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>
