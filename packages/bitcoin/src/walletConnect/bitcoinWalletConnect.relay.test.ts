import { fileURLToPath } from 'node:url'
import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { forkScenario } from '../../../../scripts/test/forkScenario'
import {
  type RelayServer,
  startRelayServer,
} from '../../../server/src/modules/relay/testing/startRelayServer'

// Latch's own relay here; the adapters, their one WalletConnect client and the sample wallet's WalletConnect side
// in a plain Node process, as in the Solana adapter's solanaWalletConnect.relay.test.ts.
let relay: RelayServer
let scenario: ReturnType<typeof forkScenario<{ relayUrl: string }>>

beforeAll(async () => {
  // At once: the scenario's process loads its modules (seconds) while the relay starts.
  scenario = forkScenario(
    fileURLToPath(new URL('./testing/bitcoinWalletConnectScenario.ts', import.meta.url)),
    { stallMs: 90_000 },
  )
  relay = await startRelayServer()
}, 90_000)

afterAll(async () => {
  scenario?.kill()
  await relay?.close()
})

it('one pairing from Bitcoin connects Bitcoin (payment and ordinal) and Solana; signs BIP-322 over bip122, is refused; ending the session from Solana ends both', async () => {
  const key = bitcoinTestKey(2)
  const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
  const local = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
  const report = await scenario.run({ relayUrl: relay.url })
  expect(report).toEqual({
    payment: key.payment.address,
    ordinal: key.ordinal.address,
    solanaAddress: expect.any(String),
    connectors: [
      {
        id: 'walletConnectBitcoin',
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        namespace: 'bip122',
      },
    ],
    proposalChains: [regtest, local],
    bitcoinConnect: { value: undefined },
    uris: 1,
    walletSessions: 1,
    bitcoin: expect.objectContaining({
      status: 'connected',
      address: key.payment.address,
      caipNetworkId: regtest,
      connectorId: 'walletConnectBitcoin',
    }),
    bitcoinAccounts: { payment: key.payment.address, ordinal: key.ordinal.address },
    solana: expect.objectContaining({
      status: 'connected',
      address: report.solanaAddress,
      caipNetworkId: local,
      connectorId: 'walletConnectSolana',
    }),
    connectedBeside: ['solana'],
    signRequest: {
      method: 'signMessage',
      chainId: regtest,
      params: {
        account: key.payment.address,
        address: key.payment.address,
        message: 'localhost wants you to sign in with your Bitcoin account',
        protocol: 'bip322',
      },
    },
    signatureValid: true,
    refused: { error: 4001 },
    afterDisconnect: { bitcoin: 'disconnected', solana: 'disconnected' },
    walletSessionsAfterDisconnect: 0,
  })
}, 150_000)
