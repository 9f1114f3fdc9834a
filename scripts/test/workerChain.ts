import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type Chain,
  compileContracts,
  dataDir,
  deployTestContracts,
  startChain,
  type TestContracts,
} from '@latch/devstack/chain'
import { inject } from 'vitest'
import { freePort } from './startPostgres'

type Recorded = { port: number; pid: number; contracts: TestContracts }

const recordOf = (dir: string, pool: string) => join(dir, `anvil-${pool}.json`)

const answers = (rpcUrl: string) =>
  fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  }).then(
    (response) => response.ok,
    () => false,
  )

/**
 * This test worker's anvil (31337) with the test contracts: started by the first test file of the worker that
 * asks for a chain, kept for the worker's next files (each reverts what it did: useTestChain), stopped by the
 * test setup's teardown (stopWorkerChains). Files of one worker run one after another, so one chain each.
 */
export async function workerChain(): Promise<{ chain: Chain; contracts: TestContracts }> {
  const record = recordOf(inject('testRunDir'), process.env.VITEST_POOL_ID ?? '0')
  if (existsSync(record)) {
    const { port, pid, contracts } = JSON.parse(readFileSync(record, 'utf8')) as Recorded
    const rpcUrl = `http://127.0.0.1:${port}`
    if (await answers(rpcUrl))
      return { chain: { chainId: 31337, port, rpcUrl, pid, stop: async () => {} }, contracts }
  }
  const chain = await startChain({ port: await freePort(), chainId: 31337, detached: true })
  const contracts = await deployTestContracts(
    chain.rpcUrl,
    await compileContracts(join(dataDir, 'contracts-cache')),
  )
  writeFileSync(record, JSON.stringify({ port: chain.port, pid: chain.pid, contracts }))
  return { chain: { ...chain, stop: async () => {} }, contracts }
}

/** Stops the workers' chains (the test setup's teardown). */
export function stopWorkerChains(dir: string) {
  for (const file of readdirSync(dir).filter((name) => /^anvil-.*\.json$/.test(name))) {
    const { pid } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Recorded
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}
