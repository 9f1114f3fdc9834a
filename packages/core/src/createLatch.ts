import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountDataSource } from './account/AccountDataSource'
import { type AccountData, createAccountData } from './account/createAccountData'
import type { AdapterBalance, ChainAdapter } from './adapter'
import { createDataApiClient } from './api/createDataApiClient'
import type { CaipNetworkId } from './caip/caipNetworkId'
import type { ChainNamespace } from './caip/chainNamespace'
import type { Connector } from './connectors/Connector'
import { dedupeConnectors } from './connectors/dedupeConnectors'
import { type ConnectorGroup, orderConnectors } from './connectors/orderConnectors'
import { reconnectOrder } from './connectors/reconnectOrder'
import { BALANCE_RETRY_BLOCK_MS, NATIVE_BALANCE_CACHE_MS } from './constants'
import { errorTexts } from './errors/errorTexts'
import { LatchError } from './errors/LatchError'
import { isUserRejectedError } from './errors/providerErrors'
import type { Network } from './network/Network'
import { resolveOpenView } from './router/resolveOpenView'
import { closedHistory, embeddedView, goBack, pushView, replaceView } from './router/routerRules'
import { showsUnsupportedChain } from './router/unsupportedChain'
import type { RouterEntry, ViewName } from './router/views'
import { createCachedLoader } from './state/createCachedLoader'
import { type AccountState, deriveAccount } from './state/deriveAccount'
import { createLatchStorage, type StorageLike } from './storage/createLatchStorage'
import { createToastQueue } from './toasts/createToastQueue'

export type LatchMetadata = { name: string; description: string; url: string; icons: string[] }

export type ThemeMode = 'light' | 'dark'

/** The theme variables an app may set; each becomes a CSS custom property of the modal. */
export type ThemeVariables = {
  '--latch-accent'?: string
  '--latch-radius'?: string
  '--latch-font-family'?: string
  '--latch-z-index'?: number | string
}

export type LatchOptions = {
  networks: readonly [Network, ...Network[]]
  adapters: readonly [ChainAdapter, ...ChainAdapter[]]
  metadata: LatchMetadata
  projectId?: string
  /** Base URL of the Latch server (data API). */
  apiUrl?: string
  /** The network to connect to first; the first network by default. */
  defaultNetwork?: Network
  /** Follows the system setting when absent. */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  /** Embedded mode: the modal is part of the page and never closes. */
  embedded?: boolean
  /** Connector ids or rdns to feature, in order. */
  featuredWalletIds?: readonly string[]
  /** Overrides the connector group order. */
  connectorOrder?: readonly ConnectorGroup[]
  manualWalletConnectControl?: boolean
  /** Local storage by default; null keeps everything in memory. */
  storage?: StorageLike | null
  /** Where the Account tabs read balances, history, NFTs and identity; the data API at `apiUrl` by default. */
  dataSource?: AccountDataSource
}

export type Attempt = { status: 'pending' | 'rejected' | 'failed'; message?: string | undefined }

export type LatchState = {
  open: boolean
  history: readonly RouterEntry[]
  loading: boolean
  activeNamespace: ChainNamespace
  /** The network to connect to (chosen while disconnected, or the last one used). */
  preferredCaipNetworkId: CaipNetworkId
  connectAttempt: (Attempt & { connectorId: string }) | undefined
  switchAttempt: (Attempt & { caipNetworkId: CaipNetworkId }) | undefined
  recentWalletIds: readonly string[]
  balance: (AdapterBalance & { caipAddress: string }) | undefined
  balanceStatus: 'idle' | 'loading' | 'error'
}

export type OpenOptions = {
  view?: ViewName
  namespace?: ChainNamespace
  data?: RouterEntry['data']
}

export type Latch = ReturnType<typeof createLatch>

/**
 * Creates a Latch instance: its own store, adapters and storage (no module-level state), so two instances on a
 * page, or one per test, never share anything. Touches no DOM until `setup()` runs on the client.
 */
export function createLatch(options: LatchOptions) {
  if (!options.adapters?.length)
    throw new LatchError('chainAdapterNotFound', errorTexts.chainAdapterNotFound)
  const { networks, adapters } = options
  const storage = createLatchStorage(options.storage)
  const embedded = Boolean(options.embedded)
  const defaultNetwork = options.defaultNetwork ?? networks[0]

  const store: StoreApi<LatchState> = createStore<LatchState>(() => ({
    open: embedded,
    history: closedHistory,
    loading: false,
    activeNamespace: defaultNetwork.chainNamespace,
    preferredCaipNetworkId: defaultNetwork.caipNetworkId,
    connectAttempt: undefined,
    switchAttempt: undefined,
    recentWalletIds: [],
    balance: undefined,
    balanceStatus: 'idle',
  }))

  const adapterOf = (namespace: ChainNamespace) => {
    const adapter = adapters.find((a) => a.namespace === namespace)
    if (!adapter) throw new LatchError('chainAdapterNotFound', errorTexts.chainAdapterNotFound)
    return adapter
  }
  const activeAdapter = () => adapterOf(store.getState().activeNamespace)

  let accountCache: { connection: unknown; account: AccountState } | undefined
  function getAccount(): AccountState {
    const connection = activeAdapter().getConnection()
    if (accountCache?.connection !== connection)
      accountCache = { connection, account: deriveAccount(connection, networks) }
    return accountCache.account
  }

  let connectorsCache: { sources: unknown[]; recent: unknown; connectors: Connector[] } | undefined
  function getConnectors(): readonly Connector[] {
    const sources = adapters.map((a) => a.getConnectors())
    const recent = store.getState().recentWalletIds
    if (
      connectorsCache?.recent !== recent ||
      connectorsCache.sources.some((source, i) => source !== sources[i])
    ) {
      connectorsCache = {
        sources,
        recent,
        connectors: orderConnectors(dedupeConnectors(sources.flat()), {
          recentIds: recent,
          featuredIds: options.featuredWalletIds,
          order: options.connectorOrder,
        }),
      }
    }
    return connectorsCache.connectors
  }

  function subscribe(listener: () => void): () => void {
    const stops = [
      store.subscribe(listener),
      ...adapters.flatMap((a) => [
        a.subscribeConnection(listener),
        a.subscribeConnectors(listener),
      ]),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }

  const setHistory = (history: readonly RouterEntry[]) => store.setState({ history })

  function open(request: OpenOptions = {}): void {
    const account = getAccount()
    const decision = resolveOpenView(request, {
      activeNamespace: store.getState().activeNamespace,
      isConnected: account.isConnected,
      hasAdapters: adapters.length > 0,
      manualWalletConnectControl: Boolean(options.manualWalletConnectControl),
      isMobile: isMobileDevice(),
    })
    if (decision.type === 'switchNamespace') {
      adapterOf(decision.namespace)
      store.setState({ activeNamespace: decision.namespace })
      open({ ...request, namespace: undefined, view: request.view ?? 'SwitchActiveChain' })
      return
    }
    const view = decision.view === 'SwitchActiveChain' ? 'Connect' : decision.view
    store.setState({ open: true, history: [{ view, data: request.data }] })
  }

  function close(): void {
    if (embedded) {
      store.setState({
        history: [{ view: embeddedView(getAccount().isConnected) }],
        loading: false,
        connectAttempt: undefined,
        switchAttempt: undefined,
      })
      return
    }
    store.setState({
      open: false,
      history: closedHistory,
      loading: false,
      connectAttempt: undefined,
      switchAttempt: undefined,
    })
  }

  function back(): void {
    const result = goBack(store.getState().history, getAccount().isConnected)
    if (result.type === 'close') close()
    else setHistory(result.history)
  }

  const push = (view: ViewName, data?: RouterEntry['data']) =>
    setHistory(pushView(store.getState().history, view, data))
  const replace = (view: ViewName, data?: RouterEntry['data']) =>
    setHistory(replaceView(store.getState().history, view, data))

  function findNetwork(caipNetworkId: CaipNetworkId): Network {
    const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new LatchError('networkNotFound', errorTexts.networkNotFound)
    return network
  }

  async function connect(connectorId: string): Promise<void> {
    const connector = getConnectors().find((c) => c.id === connectorId)
    if (!connector) throw new LatchError('unknownConnector', errorTexts.unknownConnector)
    store.setState({
      activeNamespace: connector.namespace,
      connectAttempt: { connectorId, status: 'pending' },
    })
    try {
      const network = networks.find(
        (n) => n.caipNetworkId === store.getState().preferredCaipNetworkId,
      )
      await adapterOf(connector.namespace).connect({
        connectorId,
        network: network?.chainNamespace === connector.namespace ? network : undefined,
      })
      storage.addRecentWalletId(connectorId)
      storage.setConnections({
        ...storage.getConnections(),
        [connector.namespace]: { connectorId },
      })
      store.setState({ connectAttempt: undefined, recentWalletIds: storage.getRecentWalletIds() })
      if (!showsUnsupportedChain(unsupportedChainInput())) close()
    } catch (error) {
      if (store.getState().connectAttempt?.connectorId !== connectorId) return
      const rejected = isUserRejectedError(error)
      store.setState({
        connectAttempt: {
          connectorId,
          status: rejected ? 'rejected' : 'failed',
          message: rejected ? errorTexts.connectionRejected : errorTexts.failedToConnect,
        },
      })
    }
  }

  async function disconnect(): Promise<void> {
    const namespace = store.getState().activeNamespace
    try {
      await adapterOf(namespace).disconnect()
    } catch (error) {
      throw new LatchError('failedToDisconnect', errorTexts.failedToDisconnect, { cause: error })
    } finally {
      const { [namespace]: _removed, ...rest } = storage.getConnections()
      storage.setConnections(rest)
      storage.clearSession()
      store.setState({ balance: undefined, balanceStatus: 'idle' })
      close()
    }
  }

  async function switchNetwork(caipNetworkId: CaipNetworkId): Promise<void> {
    const network = findNetwork(caipNetworkId)
    if (!getAccount().isConnected) {
      // Nothing to ask a wallet yet: remember the choice for the next connection.
      storage.setLastChain(caipNetworkId)
      store.setState({
        activeNamespace: network.chainNamespace,
        preferredCaipNetworkId: caipNetworkId,
      })
      return
    }
    if (network.chainNamespace !== store.getState().activeNamespace)
      store.setState({ activeNamespace: network.chainNamespace })
    store.setState({ switchAttempt: { caipNetworkId, status: 'pending' } })
    try {
      await adapterOf(network.chainNamespace).switchNetwork(network)
      storage.setLastChain(caipNetworkId)
      store.setState({ switchAttempt: undefined, preferredCaipNetworkId: caipNetworkId })
    } catch (error) {
      const rejected = isUserRejectedError(error)
      store.setState({
        switchAttempt: {
          caipNetworkId,
          status: rejected ? 'rejected' : 'failed',
          message: rejected ? errorTexts.userRejected : errorTexts.switchNetworkFailed,
        },
      })
      throw error
    }
  }

  const balanceLoader = createCachedLoader({
    load: ({ address, network }: { key: string; address: string; network: Network }) =>
      activeAdapter().getBalance({ address, network }),
    ttlMs: NATIVE_BALANCE_CACHE_MS,
    retryBlockMs: BALANCE_RETRY_BLOCK_MS,
  })

  /** Loads the native balance of the connected account (cached; blocked for a moment after a failure). */
  async function fetchBalance(parameters: { force?: boolean } = {}): Promise<void> {
    const account = getAccount()
    if (!account.address || !account.caipAddress || !account.caipNetwork) return
    const caipAddress = account.caipAddress
    if (store.getState().balance?.caipAddress !== caipAddress)
      store.setState({ balance: undefined, balanceStatus: 'loading' })
    const result = await balanceLoader.get(
      { key: caipAddress, address: account.address, network: account.caipNetwork },
      parameters,
    )
    if (getAccount().caipAddress !== caipAddress) return
    if (result.type === 'value')
      store.setState({ balance: { ...result.value, caipAddress }, balanceStatus: 'idle' })
    else if (result.type === 'error') store.setState({ balanceStatus: 'error' })
  }

  const toasts = createToastQueue()
  let accountData: AccountData | undefined
  /** The Account tabs' data, created on first use so nothing is fetched before the modal asks. */
  function getAccountData(): AccountData | undefined {
    if (accountData) return accountData
    const source =
      options.dataSource ??
      (options.apiUrl && options.projectId
        ? createDataApiClient({
            apiUrl: options.apiUrl,
            projectId: options.projectId,
            sdkVersion: `js-${adapters.map((a) => a.namespace).join('+')}-0.1.0`,
          })
        : undefined)
    if (!source) return undefined
    accountData = createAccountData({
      source,
      onError: (kind) => {
        if (kind === 'tokens') toasts.show('error', errorTexts.tokenBalanceUnavailable)
        if (kind === 'activity') toasts.show('error', errorTexts.failedToFetchTransactions)
      },
    })
    return accountData
  }

  function unsupportedChainInput() {
    const account = getAccount()
    return {
      isConnected: account.isConnected,
      isNetworkSupported: account.isNetworkSupported,
      allowUnsupportedChain: Boolean(options.allowUnsupportedChain),
      enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    }
  }

  /** Keeps the modal in step with the wallet: UnsupportedChain, disconnects, embedded mode. */
  function onAccountChange(account: AccountState, previous: AccountState) {
    const { open: isOpen, history } = store.getState()
    const view = history[history.length - 1]?.view
    if (showsUnsupportedChain(unsupportedChainInput())) {
      if (!isOpen || view !== 'UnsupportedChain')
        store.setState({ open: true, history: [{ view: 'UnsupportedChain' }] })
      return
    }
    if (view === 'UnsupportedChain') {
      if (embedded) setHistory([{ view: embeddedView(account.isConnected) }])
      else close()
      return
    }
    if (account.caipNetwork && account.caipNetworkId !== previous.caipNetworkId) {
      storage.setLastChain(account.caipNetwork.caipNetworkId)
      store.setState({ preferredCaipNetworkId: account.caipNetwork.caipNetworkId })
    }
    if (previous.isConnected && !account.isConnected) {
      store.setState({ balance: undefined, balanceStatus: 'idle' })
      accountData?.reset()
      if (embedded) setHistory([{ view: 'Connect' }])
      else if (isOpen && view === 'Account') close()
    }
    if (embedded && !previous.isConnected && account.isConnected && view === 'Connect')
      setHistory([{ view: 'Account' }])
  }

  let teardown: (() => void) | undefined
  /**
   * Client-only start: wallet discovery, the account watcher and reconnect (spec §4: one connector at a time,
   * the most recently used first). Idempotent; returns the teardown.
   */
  function setup(): () => void {
    if (teardown) return teardown
    const stops = adapters.map((a) => a.setup())
    const lastChain = storage.getLastChain()
    store.setState({
      recentWalletIds: storage.getRecentWalletIds(),
      ...(lastChain && networks.some((n) => n.caipNetworkId === lastChain)
        ? { preferredCaipNetworkId: lastChain }
        : {}),
    })
    let previous = getAccount()
    stops.push(
      subscribe(() => {
        const account = getAccount()
        if (account === previous) return
        const before = previous
        previous = account
        onAccountChange(account, before)
      }),
    )
    void reconnect()
    teardown = () => {
      for (const stop of stops) stop()
      teardown = undefined
    }
    return teardown
  }

  async function reconnect(): Promise<boolean> {
    const saved = storage.getConnections()
    for (const adapter of adapters) {
      if (!saved[adapter.namespace]) continue
      const ids = adapter.getConnectors().map((c) => c.id)
      const order = reconnectOrder(ids, [
        saved[adapter.namespace]?.connectorId ?? '',
        ...storage.getRecentWalletIds(),
      ])
      if (await adapter.reconnect(order)) {
        store.setState({ activeNamespace: adapter.namespace })
        return true
      }
    }
    storage.clearSession()
    return false
  }

  return {
    options,
    networks,
    adapters,
    storage,
    store,
    getState: store.getState,
    getAccount,
    getConnectors,
    subscribe,
    setup,
    open,
    close,
    back,
    push,
    replace,
    connect,
    disconnect,
    switchNetwork,
    fetchBalance,
    getAccountData,
    toasts,
    getActiveAdapter: activeAdapter,
    getNetwork: (caipNetworkId: CaipNetworkId) =>
      networks.find((n) => n.caipNetworkId === caipNetworkId),
  }
}

function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
