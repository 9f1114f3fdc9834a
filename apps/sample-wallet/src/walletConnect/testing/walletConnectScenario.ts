import { SignClient } from '@walletconnect/sign-client'
import { createPublicClient, type Hex, http, stringToHex, verifyMessage } from 'viem'
import { createWalletConnectWallet } from '../createWalletConnectWallet'
import { memoryKeyValueStorage } from '../memoryKeyValueStorage'

/**
 * The sample wallet and a dapp on the official sign-client, through one relay: every step of the
 * wallet journey, reported as plain values for the test to assert. Runs in a plain Node process
 * (createWalletConnectWallet.relay.test.ts says why).
 */
export async function walletConnectScenario({
  relayUrl,
  rpcUrls,
}: {
  relayUrl: string
  rpcUrls: Record<number, string>
}) {
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'sample-wallet', rpcUrls })
  const dapp = await SignClient.init({
    projectId: 'latch-demo',
    relayUrl,
    storage: memoryKeyValueStorage(),
    customStoragePrefix: `dapp-${crypto.randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Test dapp', description: 'A dapp', url: 'http://localhost:5173', icons: [] },
  })
  const connect = async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337'],
          methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    if (!uri) throw new Error('no pairing URI')
    await wallet.pair(uri)
    return approval
  }
  const outcome = <T>(promise: Promise<T>) =>
    promise.then(
      (value) => ({ value }),
      (error: { message?: string; code?: number }) => ({ error: error.code ?? error.message }),
    )
  const report: Record<string, unknown> = { address: wallet.address }
  const announced: string[] = []
  wallet.onProposal((proposal) => announced.push(`proposal from ${proposal.dapp.name}`))
  wallet.onRequest((request) => announced.push(request.method))
  const step = (name: string) => process.send?.({ step: name })
  try {
    // Rejected proposal.
    step('rejected proposal')
    const rejectedApproval = outcome(connect().then((approval) => approval()))
    const rejected = await wallet.nextProposal()
    report.proposal = { dapp: rejected.dapp.name, chains: rejected.chains }
    await rejected.reject()
    report.rejectedConnect = await rejectedApproval
    report.pendingAfterReject = wallet.pendingProposals().length

    // Approved proposal.
    step('approved proposal')
    const approval = await connect()
    const approved = await (await wallet.nextProposal()).approve()
    const session = await approval()
    report.sameTopic = session.topic === approved.topic
    report.accounts = session.namespaces.eip155?.accounts
    report.walletSessions = wallet.sessions().length

    // personal_sign approved, then rejected.
    step('personal_sign')
    const signing = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [stringToHex('hello'), wallet.address] },
    })
    const signRequest = await wallet.nextRequest()
    report.signRequest = { method: signRequest.method, chainId: signRequest.chainId }
    await signRequest.approve()
    report.signatureValid = await verifyMessage({
      address: wallet.address,
      message: 'hello',
      signature: await signing,
    })
    const refused = outcome(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['again', wallet.address] },
      }),
    )
    await (await wallet.nextRequest()).reject()
    report.rejectedSign = await refused

    // eth_sendTransaction approved: mined.
    step('eth_sendTransaction')
    const sending = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: wallet.address, value: '0x1' }],
      },
    })
    await (await wallet.nextRequest()).approve()
    const client = createPublicClient({ transport: http(rpcUrls[31337]) })
    report.transactionStatus = (
      await client.waitForTransactionReceipt({ hash: await sending })
    ).status

    // Wallet-side chain switch: session update, then chainChanged.
    step('switchChain')
    const changed = new Promise((resolve) =>
      dapp.on('session_event', ({ params }) => resolve(params)),
    )
    await wallet.switchChain(31338)
    step('switchChain: waiting for chainChanged')
    report.chainChanged = await changed
    report.accountsAfterSwitch = dapp.session.get(session.topic).namespaces.eip155?.accounts
    report.walletChainId = wallet.chainId

    // Disconnect from the wallet.
    step('disconnect')
    const deleted = new Promise<{ topic: string }>((resolve) => dapp.on('session_delete', resolve))
    await wallet.disconnect()
    report.deletedTopicMatches = (await deleted).topic === session.topic
    report.sessionsAfterDisconnect = wallet.sessions().length
    report.announced = announced
    return report
  } finally {
    await wallet.close()
    await dapp.core.relayer.transportClose()
  }
}

// Forked by the test: the arguments arrive over IPC, the report goes back.
process.on('message', async (args: Parameters<typeof walletConnectScenario>[0]) => {
  try {
    process.send?.({ report: await walletConnectScenario(args) })
  } catch (error) {
    process.send?.({ error: (error as Error).stack ?? String(error) })
  }
})
