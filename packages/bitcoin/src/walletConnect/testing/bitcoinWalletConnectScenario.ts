import type { ChainAdapter, WalletConnectCapability } from '@latch/core'
import { createWalletConnectClient } from '@latch/core/walletConnect'
import {
  createWalletConnectWallet,
  memoryKeyValueStorage,
} from '@latch/sample-wallet/walletConnect'
import { solanaAdapter, solanaLocal } from '@latch/solana'
import { solanaWalletConnect } from '@latch/solana/walletConnect'
import type { Wallets } from '@wallet-standard/app'
import { Verifier } from 'bip322-js'
import { bitcoinAdapter } from '../../bitcoinAdapter'
import { bitcoinRegtest } from '../../networks/bitcoinNetworks'
import { bitcoinWalletConnectConnectorId } from '../bitcoinWalletConnectConnectorId'
import { bitcoinWalletConnect } from '../index'

/**
 * The Bitcoin and Solana adapters with WalletConnect on, over one client (as the walletConnect feature creates it:
 * `createWalletConnectClient`, the official universal-provider) and the sample wallet's WalletConnect side, through
 * Latch's relay: one pairing from Bitcoin connects both; every step reported as plain values for the test to
 * assert. Runs in a plain Node process (the WalletConnect libraries' bundler builds fail under vitest on Node 20).
 */
export async function bitcoinWalletConnectScenario({ relayUrl }: { relayUrl: string }) {
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'sample-wallet' })
  // No Wallet Standard wallet on this page: WalletConnect is the only row.
  const noWallets = { get: () => [], on: () => () => {}, register: () => () => {} } as Wallets
  const bitcoin = bitcoinAdapter({
    networks: [bitcoinRegtest],
    wallets: noWallets,
    capabilities: [bitcoinWalletConnect],
  })
  const solana = solanaAdapter({
    networks: [solanaLocal],
    wallets: noWallets,
    capabilities: [solanaWalletConnect],
  })
  const stops = [bitcoin.setup(), solana.setup()]
  const report: Record<string, unknown> = {
    payment: wallet.bitcoinAddress,
    ordinal: wallet.bitcoinOrdinalAddress,
    solanaAddress: wallet.solanaAddress,
  }
  const step = (name: string) => process.send?.({ step: name })
  const outcome = <T>(promise: Promise<T>) =>
    promise.then(
      (value) => ({ value }),
      (error: { code?: number; message?: string }) => ({ error: error.code ?? error.message }),
    )
  const connected = (adapter: ChainAdapter) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (adapter.getConnection().status !== 'connected') return false
        stop()
        resolve()
        return true
      }
      const stop = adapter.subscribeConnection(check)
      check()
    })
  const disconnected = (adapter: ChainAdapter) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (adapter.getConnection().status !== 'disconnected') return false
        stop()
        resolve()
        return true
      }
      const stop = adapter.subscribeConnection(check)
      check()
    })
  try {
    step('enableWalletConnect')
    const setup = {
      relayUrl,
      projectId: 'latch-demo',
      metadata: {
        name: 'Test dapp',
        description: 'A dapp',
        url: 'http://localhost:5173',
        icons: [],
      },
    }
    const parts = await Promise.all(
      [bitcoin, solana].map(async (adapter) => ({
        adapter,
        walletConnect: (await adapter.capabilities?.walletConnect?.()) as WalletConnectCapability,
      })),
    )
    const connectedBeside: string[] = []
    const client = createWalletConnectClient({
      setup,
      parts: async () => parts,
      onConnected: ({ adapter }) => connectedBeside.push(adapter.namespace),
      storage: memoryKeyValueStorage(),
    })
    for (const { walletConnect } of parts) await walletConnect.enable(setup, client)
    report.connectors = bitcoin.getConnectors()

    step('one pairing from Bitcoin')
    const uris: string[] = []
    const connecting = outcome(
      bitcoin.connect({
        connectorId: bitcoinWalletConnectConnectorId,
        onPairingUri: (uri) => {
          uris.push(uri)
          void wallet.pair(uri)
        },
      }),
    )
    const proposal = await wallet.nextProposal()
    report.proposalChains = [...proposal.chains].sort()
    await proposal.approve()
    report.bitcoinConnect = await connecting
    await connected(solana)
    report.uris = uris.length
    report.walletSessions = wallet.sessions().length
    report.bitcoin = bitcoin.getConnection()
    report.bitcoinAccounts = bitcoin.getAccounts()
    report.solana = solana.getConnection()
    report.connectedBeside = connectedBeside

    step('a BIP-322 message over bip122')
    const message = 'localhost wants you to sign in with your Bitcoin account'
    const payment = wallet.bitcoinAddress
    const signing = bitcoin.signMessage({ message, address: payment })
    const request = await wallet.nextRequest()
    report.signRequest = {
      method: request.method,
      chainId: request.chainId,
      params: request.params,
    }
    await request.approve()
    report.signatureValid = Verifier.verifySignature(payment, message, await signing)

    step('a refusal')
    const refused = outcome(bitcoin.signMessage({ message, address: payment }))
    await (await wallet.nextRequest()).reject()
    report.refused = await refused

    step('the app ends the session from Solana')
    const bitcoinGone = disconnected(bitcoin)
    await solana.disconnect()
    await bitcoinGone
    report.afterDisconnect = {
      bitcoin: bitcoin.getConnection().status,
      solana: solana.getConnection().status,
    }
    for (let i = 0; i < 100 && wallet.sessions().length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    report.walletSessionsAfterDisconnect = wallet.sessions().length
    return report
  } finally {
    for (const stop of stops) stop()
    await wallet.close()
  }
}

// Forked by the test: the arguments arrive over IPC, the report goes back.
process.on('message', async (args: Parameters<typeof bitcoinWalletConnectScenario>[0]) => {
  try {
    process.send?.({ report: await bitcoinWalletConnectScenario(args) })
  } catch (error) {
    process.send?.({ error: (error as Error).stack ?? String(error) })
  }
})
