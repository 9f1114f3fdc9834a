import type { AdapterBalance, AdapterConnection, ChainAdapter } from '../adapter'
import type { CaipNetworkId } from '../caip/caipNetworkId'
import type { ChainNamespace } from '../caip/chainNamespace'
import type { NamespaceDescriptor } from '../caip/NamespaceDescriptor'
import { solanaNamespace } from '../caip/solanaNamespace'
import type { Connector } from '../connectors/Connector'
import type { NamesCapability } from '../names/NamesCapability'
import type { Network } from '../network/Network'
import type { SendAssetParameters, SendCapability } from '../send/SendCapability'
import type { PreparedTransactionParameters, SwapCapability } from '../swap/SwapCapability'
import type { TransactionOutcome } from '../transactions/TransactionWaiter'
import { PairingAbandonedError } from '../walletConnect/abandonablePairing'
import type {
  WalletConnectCapability,
  WalletConnectSetup,
} from '../walletConnect/WalletConnectCapability'
import { eip155TestNamespace } from './eip155TestNamespace'

export type TestAdapterOptions = {
  /** EVM's by default; Solana's descriptor for `solana`. */
  namespace?: ChainNamespace
  /** A namespace of the test's own: its descriptor (an adapter package brings one). */
  descriptor?: NamespaceDescriptor
  networks: readonly Network[]
  /** The connectors it offers; three announced wallets `a`, `b`, `c` by default. */
  connectors?: readonly Connector[]
  /** The address a wallet connects with. */
  address?: string
  /** Connectors that reconnect without asking (an authorised wallet). */
  authorized?: readonly string[]
  /** Every connect is rejected by the visitor (EIP-1193 code 4001). */
  reject?: boolean
  balance?: AdapterBalance
  /** Every message signature is rejected by the visitor (EIP-1193 code 4001). */
  rejectSignatures?: boolean
  /** Every send is rejected by the visitor (EIP-1193 code 4001). */
  rejectSends?: boolean
  /** How sent transactions end when waited for (`success` by default; `pending`: never mined). */
  transactionOutcome?: TransactionOutcome
  /** The fee the send capability's `estimateSend` answers, in base units (21000 gas at 1 gwei by default). */
  sendFee?: bigint
  /** The fee speeds its send offers (as Bitcoin's does); none by default. */
  feeSpeeds?: SendCapability['feeSpeeds']
  /** The fee `estimateSend` answers for a speed it is asked (else `sendFee`), as a namespace pricing by speed. */
  sendFeeBySpeed?: Partial<Record<NonNullable<SendCapability['feeSpeeds']>[number], bigint>>
  /** A name registry (send to a name); without it the adapter resolves no names. */
  names?: TestNames
}

/**
 * The test adapter's name registry: `addresses` maps each registered name to its address (another name has
 * none); `networks` have the registry (all by default); `invalid` names do not normalise; `unreachable` fails
 * every lookup as a node that cannot be reached would; `hold` keeps each answer until the test releases it.
 */
export type TestNames = {
  addresses: Readonly<Record<string, string>>
  networks?: readonly CaipNetworkId[]
  invalid?: readonly string[]
  unreachable?: boolean
  hold?: boolean
}

export type TestAdapter = ChainAdapter & {
  /** A WalletConnect connector's pending pairing: the visitor scanned and approved, or rejected it. */
  approvePairing(): void
  rejectPairing(): void
  /** The pairing URIs the adapter created, in order. */
  readonly pairingUris: string[]
  /** The WalletConnect setup the feature enabled, if any. */
  readonly walletConnect: WalletConnectSetup | undefined
  /** How many times the WalletConnect client was asked to load ahead of a click. */
  readonly walletConnectPrepared: number
  /** The messages the wallet signed, in order. */
  readonly signedMessages: string[]
  /** Sets the connection as a wallet would (an account or network change), notifying the listeners. */
  set(connection: AdapterConnection): void
  /** Sets the connectors, as wallet discovery would. */
  setConnectors(connectors: readonly Connector[]): void
  /** The connectors reconnect tried, in order. */
  readonly tried: string[]
  /** The sends the wallet made, in order. */
  readonly sentAssets: SendAssetParameters[]
  /** The prepared transactions the wallet sent (swap approvals and swaps), in order. */
  readonly sentTransactions: PreparedTransactionParameters[]
  /** Scripts the next sends: rejected by the visitor, and how their transactions end. */
  scriptSends(script: { reject?: boolean; outcome?: TransactionOutcome }): void
  /** The names looked up, in order, with the network each was looked up on. */
  readonly nameLookups: Array<{ name: string; caipNetworkId: CaipNetworkId }>
  /** With `names.hold`: each held lookup's release, in order; calling one lets that lookup answer. */
  readonly heldNameLookups: Array<() => void>
  /** Changes the name registry from here on (a name registered, the node down or back). */
  scriptNames(names: Partial<TestNames>): void
}

export const testAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * An in-memory implementation of the adapter port for tests: the one test double of `ChainAdapter`, shared by
 * core's and React's suites. Wallets answer as the options script them; no DOM, no network.
 */
export function createTestAdapter(options: TestAdapterOptions): TestAdapter {
  const descriptor =
    options.descriptor ??
    [eip155TestNamespace, solanaNamespace].find(
      (known) => known.namespace === (options.namespace ?? eip155TestNamespace.namespace),
    )
  if (!descriptor) throw new Error(`Give the test adapter the descriptor of ${options.namespace}`)
  const { namespace } = descriptor
  const address = options.address ?? testAddress
  const firstNetwork = options.networks[0]
  let connection: AdapterConnection = { status: 'disconnected' }
  let connectors: readonly Connector[] =
    options.connectors ??
    ['a', 'b', 'c'].map((id) => ({
      id,
      type: 'ANNOUNCED' as const,
      name: `Wallet ${id}`,
      namespace,
      rdns: `com.${id}`,
    }))
  const connectionListeners = new Set<() => void>()
  const connectorListeners = new Set<() => void>()
  const notify = (listeners: Set<() => void>) => {
    for (const listener of [...listeners]) listener()
  }
  const tried: string[] = []
  const pairingUris: string[] = []
  const signedMessages: string[] = []
  const sentAssets: SendAssetParameters[] = []
  const sentTransactions: PreparedTransactionParameters[] = []
  let rejectSends = options.rejectSends ?? false
  let transactionOutcome: TransactionOutcome = options.transactionOutcome ?? 'success'
  let pendingPairing: { resolve: () => void; reject: (error: Error) => void } | undefined
  let walletConnect: WalletConnectSetup | undefined
  let walletConnectPrepared = 0
  let registry: TestNames | undefined = options.names
  const nameLookups: TestAdapter['nameLookups'] = []
  const heldNameLookups: Array<() => void> = []
  const hasRegistry = (network: Network) =>
    registry !== undefined &&
    (registry.networks === undefined || registry.networks.includes(network.caipNetworkId))

  const waitForTransaction = async () => transactionOutcome
  const send: SendCapability = {
    async sendAsset(parameters) {
      if (rejectSends) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      sentAssets.push(parameters)
      return { hash: `0x${sentAssets.length.toString(16).padStart(64, '0')}` }
    },
    async estimateSend(parameters) {
      const bySpeed = parameters.feeSpeed && options.sendFeeBySpeed?.[parameters.feeSpeed]
      return { fee: bySpeed ?? options.sendFee ?? 21_000n * 1_000_000_000n }
    },
    waitForTransaction,
    feeSpeeds: options.feeSpeeds,
  }
  const swap: SwapCapability = {
    async sendTransaction(parameters) {
      if (rejectSends) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      sentTransactions.push(parameters)
      return { hash: `0x${(1000 + sentTransactions.length).toString(16).padStart(64, '0')}` }
    },
    waitForTransaction,
  }
  const names: NamesCapability = {
    canResolveNames: hasRegistry,
    async resolveName({ name, network }) {
      nameLookups.push({ name, caipNetworkId: network.caipNetworkId })
      if (registry?.hold) await new Promise<void>((release) => heldNameLookups.push(release))
      if (!registry || !hasRegistry(network))
        throw Object.assign(new Error(`${network.name} has no name registry`), {
          reason: 'noRegistry',
        })
      if (registry.invalid?.includes(name))
        throw Object.assign(new Error(`${name} is not a valid name`), { reason: 'invalidName' })
      if (registry.unreachable) throw new Error('HTTP request failed: fetch failed')
      return registry.addresses[name.toLowerCase()] ?? null
    },
  }
  const walletConnectCapability: WalletConnectCapability = {
    connectorId: 'walletConnect',
    proposal: () => ({
      chains: options.networks.map((network) => network.caipNetworkId),
      methods: [],
      events: [],
    }),
    loadClient: async () => (await import('@walletconnect/universal-provider')).UniversalProvider,
    async enable(setup) {
      walletConnect = setup
    },
    async prepare() {
      walletConnectPrepared++
    },
    async abandon() {
      pendingPairing?.reject(new PairingAbandonedError())
    },
  }

  const adapter: TestAdapter = {
    namespace,
    descriptor,
    // Each loads as an adapter package's subpath module would: a promise, the same capability every time.
    capabilities: {
      send: async () => send,
      swap: async () => swap,
      names: async () => names,
      walletConnect: async () => walletConnectCapability,
    },
    networks: options.networks,
    tried,
    pairingUris,
    signedMessages,
    sentAssets,
    sentTransactions,
    nameLookups,
    heldNameLookups,
    scriptNames(patch) {
      registry = { addresses: {}, ...registry, ...patch }
    },
    scriptSends(script) {
      if (script.reject !== undefined) rejectSends = script.reject
      if (script.outcome !== undefined) transactionOutcome = script.outcome
    },
    get walletConnect() {
      return walletConnect
    },
    get walletConnectPrepared() {
      return walletConnectPrepared
    },
    approvePairing() {
      pendingPairing?.resolve()
    },
    rejectPairing() {
      pendingPairing?.reject(Object.assign(new Error('User rejected the session.'), { code: 4001 }))
    },
    set(next) {
      connection = next
      notify(connectionListeners)
    },
    setConnectors(next) {
      connectors = next
      notify(connectorListeners)
    },
    setup: () => () => {},
    getConnection: () => connection,
    subscribeConnection(listener) {
      connectionListeners.add(listener)
      return () => connectionListeners.delete(listener)
    },
    getConnectors: () => connectors,
    subscribeConnectors(listener) {
      connectorListeners.add(listener)
      return () => connectorListeners.delete(listener)
    },
    async reconnect(ids) {
      for (const id of ids) {
        tried.push(id)
        if (options.authorized?.includes(id)) {
          adapter.set({
            status: 'connected',
            address,
            caipNetworkId: firstNetwork?.caipNetworkId,
            connectorId: id,
          })
          return true
        }
      }
      return false
    },
    async connect({ connectorId, network, onPairingUri }) {
      if (connectors.find((c) => c.id === connectorId)?.type === 'WALLET_CONNECT') {
        // Like the WalletConnect client: a new pairing aborts the one still waiting.
        pendingPairing?.reject(new Error('Pairing aborted'))
        const uri = `wc:${pairingUris.length + 1}@2?relay-protocol=irn&symKey=00`
        pairingUris.push(uri)
        const approved = new Promise<void>((resolve, reject) => {
          pendingPairing = { resolve, reject }
        })
        // Like wagmi: the account reports `connecting` while a pairing waits, and falls back when it fails.
        const before = connection
        if (before.status !== 'connected') adapter.set({ status: 'connecting' })
        onPairingUri?.(uri)
        await approved.catch((error: unknown) => {
          if (connection.status === 'connecting') adapter.set(before)
          throw error
        })
        pendingPairing = undefined
      } else if (options.reject)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      adapter.set({
        status: 'connected',
        address,
        caipNetworkId: (network ?? firstNetwork)?.caipNetworkId,
        connectorId,
      })
    },
    async disconnect() {
      adapter.set({ status: 'disconnected' })
    },
    async switchNetwork(network) {
      adapter.set({ ...connection, caipNetworkId: network.caipNetworkId })
    },
    async getBalance() {
      return options.balance ?? { numeric: '10000', symbol: 'ETH' }
    },
    async signMessage({ message }) {
      if (options.rejectSignatures)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      signedMessages.push(message)
      return `0x${signedMessages.length.toString(16).padStart(130, '0')}`
    },
  }
  return adapter
}
