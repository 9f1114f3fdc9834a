import type {
  AdapterConnection,
  ChainAdapter,
  ConnectionStatus,
  Connector,
  Network,
} from '@latch/core'
import { LatchError } from '@latch/core'
import { solanaNamespace } from '@latch/core/adapter'
import * as errorTexts from '@latch/core/errorTexts'
import type { Transaction } from '@solana/kit'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { assertSolanaAddress } from './addresses/assertSolanaAddress'
import { accountNetwork } from './connection/accountNetwork'
import type { WalletSession } from './connection/WalletSession'
import {
  listsNetwork,
  type SolanaWalletChain,
  walletStandardChainOf,
} from './networks/walletStandardChain'
import type { LoadedWallet, SolanaAdapterContext } from './SolanaAdapterContext'
import { solanaCapabilities } from './solanaCapabilities'
import { parseStandardAccounts, type StandardAccount } from './walletStandard/parseStandardAccounts'
import { chainsOf, featureOf, type StandardWallet } from './walletStandard/parseStandardWallet'
import { silentConnect } from './walletStandard/silentConnect'
import { watchStandardWallets } from './walletStandard/watchStandardWallets'

export type SolanaAdapterOptions = {
  /** The Solana networks of the app; other namespaces are ignored. */
  networks: readonly Network[]
  /**
   * Wallet Standard chain names of networks beyond mainnet, devnet, testnet and the dev stack's local chain, by
   * CAIP-2 id (e.g. your own local validator: `{ 'solana:<genesis>': 'solana:localnet' }`).
   */
  walletChains?: Readonly<Record<string, SolanaWalletChain>> | undefined
  /** How long `reconnect` waits for a saved wallet that has not registered yet (1000 ms). */
  walletWaitMs?: number | undefined
  /**
   * How long `reconnect` waits for a wallet's silent connect before taking it as not authorized (10,000 ms):
   * a wallet that never answers must not leave the app reconnecting.
   */
  silentConnectMs?: number | undefined
  /** The Wallet Standard registry: `getWallets()` of `@wallet-standard/app` by default. */
  wallets?: Wallets | undefined
}

/** Which network an app transaction is for: the connection's by default. */
export type SolanaTransactionOptions = { network?: Network | undefined }

export type SolanaAdapter = ChainAdapter & {
  /**
   * Has the connected wallet sign one of the app's transactions (`solana:signTransaction`) without sending it:
   * a kit `Transaction` answers a `Transaction`, wire bytes answer wire bytes.
   */
  signTransaction: {
    (transaction: Transaction, options?: SolanaTransactionOptions): Promise<Transaction>
    (transaction: Uint8Array, options?: SolanaTransactionOptions): Promise<Uint8Array>
  }
  /**
   * Has the connected wallet sign and send one of the app's transactions (`solana:signAndSendTransaction`, or
   * `solana:signTransaction` and the network's RPC); resolves with its signature in base58.
   */
  signAndSendTransaction(
    transaction: Transaction | Uint8Array,
    options?: SolanaTransactionOptions,
  ): Promise<{ signature: string }>
}

type ConnectFeature = StandardConnectFeature['standard:connect']
type DisconnectFeature = StandardDisconnectFeature['standard:disconnect']
type EventsFeature = StandardEventsFeature['standard:events']
type SignMessageFeature = SolanaSignMessageFeature['solana:signMessage']

type Session = {
  listed: StandardWallet
  account: StandardAccount
  caipNetworkId: AdapterConnection['caipNetworkId']
  stopEvents: () => void
}

/**
 * The Solana adapter, on the Wallet Standard and `@solana/kit`. The adapter owns the Solana connection (Wallet
 * Standard wallets keep none an app can read back); Latch derives from its snapshots. Discovery, connect and
 * reconnect are all the first paint holds: balances, signatures and transactions load kit's code when first used.
 */
export function solanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const networks = options.networks.filter((n) => n.chainNamespace === solanaNamespace.namespace)
  const firstNetwork = networks[0]
  if (!firstNetwork) throw new Error('solanaAdapter needs at least one solana network')
  const walletChains = options.walletChains ?? {}
  const walletWaitMs = options.walletWaitMs ?? 1000
  const silentConnectMs = options.silentConnectMs ?? 10_000

  let listed: readonly StandardWallet[] = []
  let connectors: readonly Connector[] = []
  const connectorListeners = new Set<() => void>()
  const connectionListeners = new Set<() => void>()
  /** Wallets reconnect is waiting for, called on every change of the list. */
  const listWaiters = new Set<() => void>()
  let stopWatching: (() => void) | undefined
  /** WalletConnect's and the embedded wallet's sides, once the app turns them on and their chunks load. */
  const loadedWallets: LoadedWallet[] = []

  /** The app network requests go to; Wallet Standard wallets have no network of their own to switch. */
  let active: Network = firstNetwork
  let session: Session | undefined
  let pending: 'connecting' | 'reconnecting' | undefined
  let connection: AdapterConnection = { status: 'disconnected' }
  /** Each connect, reconnect and disconnect takes a number; an older one that finishes later changes nothing. */
  let latestAttempt = 0
  /** Ends the running reconnect's wait for a late wallet (a connect or disconnect has taken over). */
  let endReconnectWait = () => {}

  function nextAttempt(): number {
    endReconnectWait()
    return ++latestAttempt
  }

  function notify(listeners: Set<() => void>) {
    for (const listener of [...listeners]) listener()
  }

  /** Publishes the connection; a snapshot keeps its identity while nothing in it changed (useSyncExternalStore). */
  function publish() {
    const status: ConnectionStatus = session ? 'connected' : (pending ?? 'disconnected')
    const next: AdapterConnection = session
      ? {
          status,
          address: session.account.address,
          caipNetworkId: session.caipNetworkId,
          connectorId: session.listed.id,
        }
      : { status }
    if (
      next.status === connection.status &&
      next.address === connection.address &&
      next.caipNetworkId === connection.caipNetworkId &&
      next.connectorId === connection.connectorId
    )
      return
    connection = next
    notify(connectionListeners)
  }

  function watch() {
    stopWatching ??= watchStandardWallets(options.wallets ?? getWallets(), (list) => {
      listed = list
      listConnectors()
      // A connected wallet that unregistered is gone: the connection ends with it.
      if (
        session &&
        !loadedWallets.some((loaded) => loaded.listed === session?.listed) &&
        !list.some((wallet) => wallet.wallet === session?.listed.wallet)
      ) {
        endSession()
        publish()
      }
      notify(listWaiters)
      notify(connectorListeners)
    })
  }

  /** The Wallet Standard wallets, then the loaded ones (WalletConnect's row, the embedded wallet's). */
  function listConnectors() {
    connectors = [
      ...listed.map(
        (wallet): Connector => ({
          id: wallet.id,
          type: 'ANNOUNCED',
          name: wallet.name,
          icon: wallet.icon,
          namespace: solanaNamespace.namespace,
        }),
      ),
      // The embedded wallet keeps the EVM side's name (one entry in the modal) but an id of its own: core keeps
      // one connector per id.
      ...loadedWallets.map(
        ({ listed: wallet, type }): Connector => ({
          id: wallet.id,
          type,
          name: wallet.name,
          icon: wallet.icon,
          namespace: solanaNamespace.namespace,
        }),
      ),
    ]
  }

  const findListed = (id: string) =>
    listed.find((wallet) => wallet.id === id) ??
    loadedWallets.find((loaded) => loaded.listed.id === id)?.listed

  /** The account's chains, or its wallet's when the account lists none. */
  function sessionChains(current: Session): string[] {
    const chains = chainsOf(current.account.account)
    return chains.length ? chains : chainsOf(current.listed.wallet)
  }

  /** Puts the session on the active network when its account lists it, else on one it lists (accountNetwork). */
  function place(current: Session) {
    const placed = accountNetwork({
      chains: sessionChains(current),
      networks,
      active,
      walletChains,
    })
    if (placed.network) active = placed.network
    current.caipNetworkId = placed.caipNetworkId
  }

  function startSession(wallet: StandardWallet, accounts: readonly StandardAccount[]) {
    endSession()
    const account = accounts[0]
    if (!account) return
    const current: Session = {
      listed: wallet,
      account,
      caipNetworkId: undefined,
      stopEvents: () => {},
    }
    session = current
    current.stopEvents = followChanges(current)
    place(current)
  }

  function endSession() {
    const ended = session
    session = undefined
    ended?.stopEvents()
  }

  /** The wallet's `change` events: accounts changed or emptied, chains changed; the connection follows. */
  function followChanges(current: Session): () => void {
    const events = featureOf<EventsFeature>(current.listed.wallet, 'standard:events', 'on')
    const onChange = (properties: StandardEventsChangeProperties) => {
      if (session !== current) return
      let accounts: unknown
      try {
        if (!properties || !('accounts' in properties)) accounts = undefined
        else accounts = properties.accounts
      } catch {
        return
      }
      if (accounts !== undefined) {
        const parsed = parseStandardAccounts(accounts)
        if (!parsed.length) {
          endSession()
          publish()
          return
        }
        current.account =
          parsed.find((account) => account.address === current.account.address) ??
          parsed[0] ??
          current.account
      }
      place(current)
      publish()
    }
    try {
      const off = events?.on('change', onChange)
      return typeof off === 'function' ? off : () => {}
    } catch {
      return () => {}
    }
  }

  /** Resolves with the wallet once it is listed, or undefined when `expired` settles first. */
  function listedSoon(id: string, expired: Promise<void>): Promise<StandardWallet | undefined> {
    const now = findListed(id)
    if (now) return Promise.resolve(now)
    return new Promise((resolve) => {
      const check = () => {
        const wallet = findListed(id)
        if (!wallet) return
        listWaiters.delete(check)
        resolve(wallet)
      }
      listWaiters.add(check)
      void expired.then(() => {
        listWaiters.delete(check)
        resolve(undefined)
      })
    })
  }

  /** The connected session for a request, checked against the address the caller names. */
  function requireSession(address?: string): Session {
    if (!session) throw new Error('No Solana wallet is connected')
    if (address !== undefined && address !== session.account.address)
      throw new Error(`${address} is not the connected Solana account`)
    return session
  }

  function appNetwork(network: Network): Network {
    const known = networks.find((n) => n.caipNetworkId === network.caipNetworkId)
    if (!known) throw new Error(`${network.name} is not one of this app's Solana networks`)
    return known
  }

  /** What the lazy parts need of the session, for a request on `network`. */
  function walletSession(current: Session, network: Network): WalletSession {
    return {
      wallet: current.listed.wallet,
      name: current.listed.name,
      account: current.account.account,
      chain: walletStandardChainOf(network.caipNetworkId, walletChains) ?? network.caipNetworkId,
    }
  }

  /** The network of an app transaction: the one asked for, else the connection's. */
  function transactionContext(transactionOptions?: SolanaTransactionOptions) {
    const current = requireSession()
    const network = appNetwork(transactionOptions?.network ?? active)
    return { network, session: walletSession(current, network) }
  }

  async function signTransaction(
    transaction: Transaction | Uint8Array,
    transactionOptions?: SolanaTransactionOptions,
  ): Promise<Transaction | Uint8Array> {
    const { session: current } = transactionContext(transactionOptions)
    return (await transactionsModule()).signWithWallet(current, transaction)
  }

  const context: SolanaAdapterContext = {
    networks,
    walletChains,
    activeNetwork: () => active.caipNetworkId,
    // A wallet whose chunk has loaded joins the list; a reconnect waiting for it goes on.
    listWallet(wallet) {
      loadedWallets.push(wallet)
      listConnectors()
      notify(listWaiters)
      notify(connectorListeners)
    },
    appNetwork,
    walletSession: (network, address) => walletSession(requireSession(address), network),
  }

  return {
    namespace: solanaNamespace.namespace,
    descriptor: solanaNamespace,
    capabilities: solanaCapabilities(context),
    networks,
    setup() {
      watch()
      return () => {
        stopWatching?.()
        stopWatching = undefined
      }
    },
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
    async reconnect(connectorIds) {
      watch()
      const attempt = nextAttempt()
      const isCurrent = () => attempt === latestAttempt
      if (!session) pending = 'reconnecting'
      publish()
      // A saved wallet may register a moment after the page loads: it is waited for, at most walletWaitMs in all.
      let stopTimer = () => {}
      const expired = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, walletWaitMs)
        stopTimer = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      endReconnectWait = stopTimer
      try {
        for (const id of connectorIds) {
          const wallet = await listedSoon(id, expired)
          if (!isCurrent()) return false
          if (!wallet) continue
          const feature = featureOf<ConnectFeature>(wallet.wallet, 'standard:connect', 'connect')
          // Silent: a wallet that has not authorized this app answers no account and asks nothing.
          const accounts = await silentConnect(feature, silentConnectMs)
          if (!isCurrent()) return false
          if (!accounts.length) continue
          startSession(wallet, accounts)
          return true
        }
        return false
      } finally {
        stopTimer()
        if (isCurrent()) {
          pending = undefined
          publish()
        }
      }
    },
    async connect({ connectorId, network, onPairingUri }) {
      watch()
      const wallet = findListed(connectorId)
      if (!wallet) throw new LatchError('unknownConnector', errorTexts.unknownConnector)
      const attempt = nextAttempt()
      if (network && networks.some((n) => n.caipNetworkId === network.caipNetworkId))
        active = appNetwork(network)
      if (!session) pending = 'connecting'
      publish()
      try {
        const feature = featureOf<ConnectFeature>(wallet.wallet, 'standard:connect', 'connect')
        // WalletConnect pairs through a URI: each one goes to the QR code while this attempt is the latest.
        const pairing = loadedWallets.find((loaded) => loaded.listed === wallet)?.onPairingUri
        const stopPairing =
          pairing && onPairingUri
            ? pairing((uri) => {
                if (attempt === latestAttempt) onPairingUri(uri)
              })
            : undefined
        const output = await (async () => feature?.connect())().finally(() => stopPairing?.())
        const accounts = parseStandardAccounts(output?.accounts)
        if (attempt !== latestAttempt)
          throw new Error('A newer connection request replaced this one')
        if (!accounts.length) throw new Error(`${wallet.name} answered no Solana account`)
        startSession(wallet, accounts)
      } finally {
        if (attempt === latestAttempt) {
          pending = undefined
          publish()
        }
      }
    },
    async disconnect() {
      nextAttempt()
      const ended = session
      endSession()
      pending = undefined
      publish()
      // The app is disconnected whatever the wallet answers; the wallet only forgets its own side.
      const feature =
        ended &&
        featureOf<DisconnectFeature>(ended.listed.wallet, 'standard:disconnect', 'disconnect')
      await (async () => feature?.disconnect())().catch(() => undefined)
    },
    async switchNetwork(network) {
      const target = appNetwork(network)
      const current = session
      if (!current) {
        active = target
        return
      }
      // Wallet Standard has no switch: the adapter moves when the account lists the network.
      if (!listsNetwork(sessionChains(current), target.caipNetworkId, walletChains))
        throw new Error(`${current.listed.name} does not offer ${target.name} for this account`)
      active = target
      place(current)
      publish()
    },
    async getBalance({ address, network }) {
      assertSolanaAddress(address)
      const { getSolanaBalance } = await import('./balance/getSolanaBalance')
      return getSolanaBalance({ address, network })
    },
    async signMessage({ message, address }) {
      assertSolanaAddress(address)
      const current = requireSession(address)
      const feature = featureOf<SignMessageFeature>(
        current.listed.wallet,
        'solana:signMessage',
        'signMessage',
      )
      if (!feature) throw new Error(`${current.listed.name} cannot sign messages`)
      const [output] = await feature.signMessage({
        account: current.account.account,
        message: new TextEncoder().encode(message),
      })
      const signature = output?.signature
      if (!(signature instanceof Uint8Array) || signature.length !== 64)
        throw new Error(`${current.listed.name} answered no signature`)
      // Base58, as Sign-In With Solana verifiers read it.
      const { encodeBase58 } = await import('./signing/encodeBase58')
      return encodeBase58(signature)
    },
    signTransaction: signTransaction as SolanaAdapter['signTransaction'],
    async signAndSendTransaction(transaction, transactionOptions) {
      const { network, session: current } = transactionContext(transactionOptions)
      const signature = await (await transactionsModule()).signAndSendWithWallet(
        current,
        network,
        transaction,
      )
      return { signature }
    },
  }
}

const transactionsModule = () => import('./transactions/walletTransactions')
