import { fileURLToPath } from 'node:url'
import { type SolanaChain, startSolanaChain } from '@latch/devstack/solana'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { forkScenario } from '../../../../scripts/test/forkScenario'
import {
  type RelayServer,
  startRelayServer,
} from '../../../server/src/modules/relay/testing/startRelayServer'

// Latch's own relay and the local Solana chain here; the adapter and the sample wallet's WalletConnect side in a
// plain Node process, as in the sample wallet's createWalletConnectWallet.relay.test.ts (vitest resolves the WalletConnect
// libraries to builds that fail on Node 20).
let relay: RelayServer
let chain: SolanaChain
let scenario: ReturnType<typeof forkScenario<{ relayUrl: string; solanaRpcUrl: string }>>

beforeAll(async () => {
  // All at once: the scenario's process loads its modules (seconds) while the relay and the chain start.
  scenario = forkScenario(
    fileURLToPath(new URL('./testing/solanaWalletConnectScenario.ts', import.meta.url)),
    { stallMs: 90_000 },
  )
  ;[relay, chain] = await Promise.all([
    startRelayServer(),
    startSolanaChain({ port: 0, slotMs: 50 }),
  ])
}, 90_000)

afterAll(async () => {
  scenario?.kill()
  await chain?.close()
  await relay?.close()
})

it('lists WalletConnect for Solana; pairs over Latch’s relay; signs a message and a transaction, sends (or signs for the adapter to send), is refused; ends from either side', async () => {
  const solanaAddress = solanaTestKey(2).address
  const local = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
  const report = await scenario.run({ relayUrl: relay.url, solanaRpcUrl: chain.rpcUrl })
  expect(report).toEqual({
    solanaAddress,
    connectors: [
      {
        id: 'walletConnectSolana',
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        namespace: 'solana',
      },
    ],
    proposalChains: [local],
    rejectedConnect: { error: 4001 },
    afterReject: { status: 'disconnected' },
    approvedConnect: { value: undefined },
    uris: [true, true],
    connection: {
      status: 'connected',
      address: solanaAddress,
      caipNetworkId: local,
      connectorId: 'walletConnectSolana',
    },
    walletSessionAccounts: [`${local}:${solanaAddress}`],
    signRequest: {
      method: 'solana_signMessage',
      chainId: local,
      params: { message: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]+$/), pubkey: solanaAddress },
    },
    signatureValid: true,
    rejectedSign: { error: 4001 },
    sendMethod: 'solana_signAndSendTransaction',
    sendOutcome: 'success',
    received: '500000000',
    signTransactionMethod: 'solana_signTransaction',
    sameMessage: true,
    transactionSignatureValid: true,
    afterWalletDisconnect: { status: 'disconnected' },
    olderConnect: { value: undefined },
    olderSendMethod: 'solana_signTransaction',
    olderSendOutcome: 'success',
    olderReceived: '250000000',
    afterDisconnect: { status: 'disconnected' },
    walletSessionsAfterDisconnect: 0,
  })
}, 150_000)
