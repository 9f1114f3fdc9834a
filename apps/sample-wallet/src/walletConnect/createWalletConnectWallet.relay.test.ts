import { fileURLToPath } from 'node:url'
import { startChain } from '@latch/devstack/chain'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  type RelayServer,
  startRelayServer,
} from '../../../../packages/server/src/modules/relay/testing/startRelayServer'
import { forkScenario } from '../../../../scripts/test/forkScenario'
import { freePort } from '../../../../scripts/test/startPostgres'
import { testMnemonic } from '../createSampleProvider'

// Latch's own relay and two dev chains here; the sample wallet and a dapp on the official sign-client in a
// plain Node process: under vitest (which resolves with the `module` condition) the WalletConnect libraries
// load their bundler builds, which fail on Node 20, while an app's Node loads them as published.
let relay: RelayServer
let chains: Array<Awaited<ReturnType<typeof startChain>>> = []
let scenario: ReturnType<typeof forkScenario<{ relayUrl: string; rpcUrls: Record<number, string> }>>

beforeAll(async () => {
  // All at once: the scenario's process loads its modules (seconds) while the relay and the chains start.
  scenario = forkScenario(
    fileURLToPath(new URL('./testing/walletConnectScenario.ts', import.meta.url)),
    { stallMs: 60_000 },
  )
  ;[relay, ...chains] = await Promise.all([
    startRelayServer(),
    ...[31337, 31338].map(async (chainId) => startChain({ port: await freePort(), chainId })),
  ])
}, 90_000)

afterAll(async () => {
  scenario?.kill()
  for (const chain of chains) await chain.stop()
  chains = []
  await relay?.close()
})

it('pairs over Latch’s relay; rejects and approves a session; signs, refuses, sends; switches chain; disconnects', async () => {
  const address = mnemonicToAccount(testMnemonic, { addressIndex: 2 }).address
  const report = await scenario.run({
    relayUrl: relay.url,
    rpcUrls: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  })
  expect(report).toEqual({
    address,
    proposal: { dapp: 'Test dapp', chains: ['eip155:31337'] },
    rejectedConnect: { error: 5000 },
    pendingAfterReject: 0,
    sameTopic: true,
    // The chains the dapp asked for; a switch to another adds it (accountsAfterSwitch).
    accounts: [`eip155:31337:${address}`],
    walletSessions: 1,
    signRequest: { method: 'personal_sign', chainId: 31337 },
    signatureValid: true,
    rejectedSign: { error: 5000 },
    transactionStatus: 'success',
    chainChanged: { chainId: 'eip155:31338', event: { name: 'chainChanged', data: 31338 } },
    accountsAfterSwitch: [`eip155:31337:${address}`, `eip155:31338:${address}`],
    walletChainId: 31338,
    deletedTopicMatches: true,
    sessionsAfterDisconnect: 0,
    announced: [
      'proposal from Test dapp',
      'proposal from Test dapp',
      'personal_sign',
      'personal_sign',
      'eth_sendTransaction',
    ],
  })
}, 120_000)
