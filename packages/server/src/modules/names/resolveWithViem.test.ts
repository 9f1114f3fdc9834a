import { join } from 'node:path'
import { compileEnsContracts, dataDir, deployEns, deployNamesZone } from '@latch/devstack/chain'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { getEnsAddress, getEnsText, normalize } from 'viem/ens'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { postgresDatabase } from '../../testing/testDatabases'
import { devGatewaySigner } from './namesConfig'

const testChain = useTestChain()
const alice = privateKeyToAccount(generatePrivateKey())
let db: Database
let t: TestApp
let universalResolver: `0x${string}`

// The test chain with ENS and the demo zone's offchain resolver pointing at this server's gateway, as the dev
// stack sets them up; alice-test.latch.eth registered through the API.
beforeAll(async () => {
  db = await postgresDatabase.create()
  t = await startTestApp(db, testChain)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const compiled = await compileEnsContracts(join(dataDir, 'contracts-cache'))
  const ens = await deployEns(testChain.chain.rpcUrl, compiled)
  universalResolver = ens.universalResolver
  await deployNamesZone(testChain.chain.rpcUrl, {
    ens,
    compiled,
    zone: 'latch.eth',
    gatewayUrl: `http://127.0.0.1:${port}/names/gateway`,
    signers: [devGatewaySigner],
  })
  const message = JSON.stringify({
    name: 'alice-test.latch.eth',
    attributes: { avatar: 'https://example.com/alice.png' },
    timestamp: Date.now(),
  })
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/profile/account?projectId=latch-demo&st=latch&sv=test',
    payload: {
      coin_type: 0x80000000 + 31337,
      address: alice.address,
      message,
      signature: await alice.signMessage({ message }),
    },
  })
  expect(response.statusCode, response.body).toBe(200)
}, 120_000)
afterAll(async () => {
  await t?.close()
  await db?.close()
})

it("resolves a Latch name with plain viem: the chain's ENS, the zone's resolver, the gateway (CCIP-Read)", async () => {
  // Nothing of Latch below: what any ENS-aware wallet does.
  const client = createPublicClient({
    chain: {
      ...foundry,
      contracts: { ensUniversalResolver: { address: universalResolver } },
    },
    transport: http(testChain.chain.rpcUrl),
  })
  const name = normalize('alice-test.latch.eth')
  expect(await getEnsAddress(client, { name, strict: true })).toBe(alice.address)
  expect(await getEnsText(client, { name, key: 'avatar' })).toBe('https://example.com/alice.png')
  // A name of the zone nobody registered resolves to nothing.
  expect(await getEnsAddress(client, { name: normalize('nobody-here.latch.eth') })).toBeNull()
})
