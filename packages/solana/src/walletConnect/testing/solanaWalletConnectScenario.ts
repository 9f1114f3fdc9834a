import type { Network } from '@latch/core'
import { createWalletConnectClient } from '@latch/core/walletConnect'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  createWalletConnectWallet,
  memoryKeyValueStorage,
} from '@latch/sample-wallet/walletConnect'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Wallets } from '@wallet-standard/app'
import { solanaLocal } from '../../networks/solanaNetworks'
import { solanaSend } from '../../send/index'
import { solanaAdapter } from '../../solanaAdapter'
import { solanaWalletConnect } from '../index'
import { solanaWalletConnectConnectorId } from '../solanaWalletConnectConnectorId'

/**
 * The Solana adapter with WalletConnect on (its real client, universal-provider) and the sample wallet's
 * WalletConnect side, through Latch's relay, on the local Solana chain: every step reported as plain values for the
 * test to assert. Runs in a plain Node process (the WalletConnect libraries' bundler builds fail under vitest on
 * Node 20, see the sample wallet's createWalletConnectWallet.relay.test.ts).
 */
export async function solanaWalletConnectScenario({
  relayUrl,
  solanaRpcUrl,
}: {
  relayUrl: string
  solanaRpcUrl: string
}) {
  const rpc = createSolanaRpc(solanaRpcUrl)
  const local: Network = { ...solanaLocal, rpcUrls: { default: { http: [solanaRpcUrl] } } }
  const wallet = await createWalletConnectWallet({
    relayUrl,
    projectId: 'sample-wallet',
    solanaRpcUrls: { [local.caipNetworkId]: solanaRpcUrl },
  })
  // No Wallet Standard wallet on this page: WalletConnect is the only row.
  const noWallets = { get: () => [], on: () => () => {}, register: () => () => {} } as Wallets
  const adapter = solanaAdapter({
    networks: [local],
    wallets: noWallets,
    capabilities: [solanaWalletConnect, solanaSend],
  })
  const stopSetup = adapter.setup()
  const report: Record<string, unknown> = { solanaAddress: wallet.solanaAddress }
  const step = (name: string) => process.send?.({ step: name })
  const outcome = <T>(promise: Promise<T>) =>
    promise.then(
      (value) => ({ value }),
      (error: { code?: number; message?: string }) => ({ error: error.code ?? error.message }),
    )
  let olderWallet: Awaited<ReturnType<typeof createWalletConnectWallet>> | undefined
  const uris: string[] = []
  /** Connects through WalletConnect; the wallet pairs with the URI the adapter reports and decides. */
  const connect = async (decide: 'approve' | 'reject') => {
    const connecting = outcome(
      adapter.connect({
        connectorId: solanaWalletConnectConnectorId,
        onPairingUri: (uri) => {
          uris.push(uri)
          void wallet.pair(uri)
        },
      }),
    )
    const proposal = await wallet.nextProposal()
    if (decide === 'approve') await proposal.approve()
    else await proposal.reject()
    return { proposal, result: await connecting }
  }
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
    const walletConnect = await adapter.capabilities?.walletConnect?.()
    // The instance's one client, as the walletConnect feature creates it, with Solana its only namespace.
    const client = createWalletConnectClient({
      setup,
      parts: async () => (walletConnect ? [{ adapter, walletConnect }] : []),
      storage: memoryKeyValueStorage(),
    })
    await walletConnect?.enable(setup, client)
    report.connectors = adapter.getConnectors()

    step('rejected session')
    const rejected = await connect('reject')
    report.proposalChains = rejected.proposal.chains
    report.rejectedConnect = rejected.result
    report.afterReject = adapter.getConnection()

    step('approved session')
    report.approvedConnect = (await connect('approve')).result
    report.uris = uris.map((uri) => /^wc:[0-9a-f]{64}@2\?/.test(uri))
    report.connection = adapter.getConnection()
    report.walletSessionAccounts = wallet.sessions()[0]?.accounts

    step('signMessage')
    const message = 'Hello from the Latch demo'
    const signing = adapter.signMessage({ message, address: wallet.solanaAddress })
    const signRequest = await wallet.nextRequest()
    report.signRequest = {
      method: signRequest.method,
      chainId: signRequest.chainId,
      params: signRequest.params,
    }
    await signRequest.approve()
    const publicKey = await getPublicKeyFromAddress(address(wallet.solanaAddress))
    const signature = new Uint8Array(getBase58Encoder().encode(await signing)) as SignatureBytes
    report.signatureValid = await verifySignature(
      publicKey,
      signature,
      new TextEncoder().encode(message),
    )
    const refusing = outcome(adapter.signMessage({ message, address: wallet.solanaAddress }))
    await (await wallet.nextRequest()).reject()
    report.rejectedSign = await refusing

    step('sendAsset')
    const key3 = solanaTestKey(3).address
    const before = (await rpc.getBalance(address(key3)).send()).value
    const sending = (await adapter.capabilities?.send?.())?.sendAsset({
      network: local,
      from: wallet.solanaAddress,
      to: key3,
      amount: 500_000_000n,
    })
    const sendRequest = await wallet.nextRequest()
    report.sendMethod = sendRequest.method
    await sendRequest.approve()
    const { hash } = (await sending) ?? { hash: '' }
    report.sendOutcome = await (await adapter.capabilities?.send?.())?.waitForTransaction({
      network: local,
      hash,
      timeoutMs: 15_000,
    })
    report.received = String((await rpc.getBalance(address(key3)).send()).value - before)

    step('signTransaction')
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const from = address(wallet.solanaAddress)
    const unsigned = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(from, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: createNoopSigner(from),
              destination: address(key3),
              amount: 1n,
            }),
            m,
          ),
      ),
    )
    const wire = new Uint8Array(getTransactionEncoder().encode(unsigned))
    const signingTransaction = adapter.signTransaction(wire)
    const transactionRequest = await wallet.nextRequest()
    report.signTransactionMethod = transactionRequest.method
    await transactionRequest.approve()
    const signed = getTransactionDecoder().decode(await signingTransaction)
    report.sameMessage =
      Buffer.compare(Buffer.from(signed.messageBytes), Buffer.from(unsigned.messageBytes)) === 0
    report.transactionSignatureValid = await verifySignature(
      publicKey,
      signed.signatures[from] as SignatureBytes,
      signed.messageBytes,
    )

    step('the wallet ends the session')
    const ended = new Promise<void>((resolve) => {
      const stop = adapter.subscribeConnection(() => {
        if (adapter.getConnection().status !== 'disconnected') return
        stop()
        resolve()
      })
    })
    await wallet.disconnect()
    await ended
    report.afterWalletDisconnect = adapter.getConnection()

    step('a wallet without solana_signAndSendTransaction')
    // It signs; the adapter sends through the network's RPC.
    olderWallet = await createWalletConnectWallet({
      relayUrl,
      projectId: 'sample-wallet',
      solanaRpcUrls: { [local.caipNetworkId]: solanaRpcUrl },
      solanaMethods: ['solana_signMessage', 'solana_signTransaction'],
    })
    const older = olderWallet
    const connecting = outcome(
      adapter.connect({
        connectorId: solanaWalletConnectConnectorId,
        onPairingUri: (uri) => void older.pair(uri),
      }),
    )
    await (await older.nextProposal()).approve()
    report.olderConnect = await connecting
    const beforeOlder = (await rpc.getBalance(address(key3)).send()).value
    const olderSending = (await adapter.capabilities?.send?.())?.sendAsset({
      network: local,
      from: wallet.solanaAddress,
      to: key3,
      amount: 250_000_000n,
    })
    const olderRequest = await older.nextRequest()
    report.olderSendMethod = olderRequest.method
    await olderRequest.approve()
    const { hash: olderHash } = (await olderSending) ?? { hash: '' }
    report.olderSendOutcome = await (await adapter.capabilities?.send?.())?.waitForTransaction({
      network: local,
      hash: olderHash,
      timeoutMs: 15_000,
    })
    report.olderReceived = String((await rpc.getBalance(address(key3)).send()).value - beforeOlder)

    step('the app ends the session')
    await adapter.disconnect()
    report.afterDisconnect = adapter.getConnection()
    for (let i = 0; i < 100 && older.sessions().length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    report.walletSessionsAfterDisconnect = older.sessions().length
    return report
  } finally {
    stopSetup()
    await wallet.close()
    await olderWallet?.close()
  }
}

// Forked by the test: the arguments arrive over IPC, the report goes back.
process.on('message', async (args: Parameters<typeof solanaWalletConnectScenario>[0]) => {
  try {
    process.send?.({ report: await solanaWalletConnectScenario(args) })
  } catch (error) {
    process.send?.({ error: (error as Error).stack ?? String(error) })
  }
})
