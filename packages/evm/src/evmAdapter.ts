import type {
  AdapterConnection,
  CapabilityEntry,
  ChainAdapter,
  Connector,
  Network,
} from '@latch/core'
import { safeIconUrl } from '@latch/core'
import { capabilityLoaders, eip155Namespace } from '@latch/core/adapter'
import {
  type Address,
  type Chain,
  checksumAddress,
  type EIP1193Provider,
  formatUnits,
  hexToBigInt,
  stringToHex,
  type Transport,
} from 'viem'
// @wagmi/core through wagmi's re-exports: in a wagmi app npm often keeps @wagmi/core in wagmi's own node_modules
// (its optional peers' chain conflicts at the top level), where only wagmi can import it. One copy either way.
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  http,
  injected,
  type Connector as WagmiConnector,
} from 'wagmi'
import { connect, disconnect, getConnection, reconnect, switchChain } from 'wagmi/actions'
import type { EvmAdapterContext } from './EvmAdapterContext'
import type { AnnouncedProvider } from './eip6963/parseAnnouncement'
import { watchAnnouncedProviders } from './eip6963/watchAnnouncedProviders'
import { toViemChain } from './toViemChain'

export type EvmAdapterOptions = {
  /** The EVM networks of the app; other namespaces are ignored. */
  networks: readonly Network[]
  /** Extra wagmi connectors (e.g. a configured wallet SDK). */
  connectors?: readonly CreateConnectorFn[]
  /** Transports per chain id; http to the network's first RPC URL by default. */
  transports?: Record<number, Transport>
  /**
   * What the app's features need of EVM, each from its own subpath: `evmWalletConnect` (`@latch/evm/walletConnect`),
   * `evmSend`, `evmSwap`, `evmNames`, `evmSiwx`, `evmEmbeddedWallet`. An app bundles only the ones it lists.
   */
  capabilities?: readonly CapabilityEntry<EvmAdapterContext>[] | undefined
}

export type EvmAdapter = ChainAdapter & {
  /** The wagmi config Latch runs on: pass it to `<WagmiProvider reconnectOnMount={false}>` to use wagmi hooks. */
  readonly wagmiConfig: Config
}

/**
 * The EVM adapter, on wagmi's @wagmi/core. wagmi's store is the single source of truth for the EVM connection:
 * every snapshot is derived from it, nothing is copied. EIP-6963 discovery is Latch's own (validated), and each
 * announced wallet becomes a wagmi injected connector.
 */
export function evmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const networks = options.networks.filter((n) => n.chainNamespace === 'eip155')
  const chains = networks.map(toViemChain)
  if (!chains.length) throw new Error('evmAdapter needs at least one eip155 network')

  const wagmiConfig = createConfig({
    chains: chains as [Chain, ...Chain[]],
    connectors: [injected(), ...(options.connectors ?? [])],
    transports: Object.fromEntries(
      chains.map((chain) => [
        chain.id,
        options.transports?.[chain.id] ?? http(chain.rpcUrls.default.http[0]),
      ]),
    ),
    multiInjectedProviderDiscovery: false,
    // Latch runs reconnect itself; nothing is read from storage at creation (SSR-safe, no hydration mismatch).
    ssr: true,
    storage: createStorage({ storage: lazyLocalStorage, key: 'latch.wagmi' }),
  })

  const announcedIds = new Set<string>()
  let announced: readonly AnnouncedProvider[] = []
  let reconnecting = false
  const reconnectingListeners = new Set<() => void>()

  let connectionCache:
    | { state: unknown; reconnecting: boolean; value: AdapterConnection }
    | undefined
  function getConnectionSnapshot(): AdapterConnection {
    const state = wagmiConfig.state
    if (connectionCache?.state === state && connectionCache.reconnecting === reconnecting)
      return connectionCache.value
    const connection = getConnection(wagmiConfig)
    // wagmi's one status says connecting while a wallet is added beside a held one: the held, current connection
    // is still connected (behaviour.md §4.3), and saying otherwise would end its sign-in and its account data.
    const status =
      reconnecting && connection.status !== 'connected'
        ? 'reconnecting'
        : connection.status === 'connecting' && connection.address
          ? 'connected'
          : connection.status
    const value: AdapterConnection = {
      status,
      address: connection.address,
      caipNetworkId: connection.chainId === undefined ? undefined : `eip155:${connection.chainId}`,
      connectorId: connection.connector?.id,
    }
    connectionCache = { state, reconnecting, value }
    return value
  }

  let connectorsCache: { source: readonly WagmiConnector[]; value: Connector[] } | undefined
  function getConnectors(): readonly Connector[] {
    const source = wagmiConfig.connectors
    if (connectorsCache?.source === source) return connectorsCache.value
    const value = source.filter(isListed).map(toLatchConnector)
    connectorsCache = { source, value }
    return value
  }

  /** The legacy window.ethereum connector is listed only when no announced wallet is that same provider. */
  function isListed(connector: WagmiConnector): boolean {
    if (connector.id !== 'injected') return true
    const legacy =
      typeof window === 'undefined' ? undefined : (window as { ethereum?: unknown }).ethereum
    return Boolean(legacy) && !announced.some((a) => a.provider === legacy)
  }

  function toLatchConnector(connector: WagmiConnector): Connector {
    const isAnnounced = announcedIds.has(connector.id)
    return {
      id: connector.id,
      type: isAnnounced
        ? 'ANNOUNCED'
        : connector.type === 'injected'
          ? 'INJECTED'
          : connector.type === 'walletConnect'
            ? 'WALLET_CONNECT'
            : connector.type === 'embedded'
              ? 'AUTH'
              : 'EXTERNAL',
      name: connector.id === 'injected' ? 'Browser Wallet' : connector.name,
      icon: safeIconUrl(connector.icon),
      rdns: isAnnounced
        ? connector.id
        : typeof connector.rdns === 'string'
          ? connector.rdns
          : undefined,
      namespace: 'eip155',
    }
  }

  function addAnnounced(providers: readonly AnnouncedProvider[]) {
    announced = providers
    const known = new Set(wagmiConfig.connectors.map((c) => c.id))
    const added = providers
      .filter((p) => !known.has(p.info.rdns))
      .map((p) => {
        announcedIds.add(p.info.rdns)
        return wagmiConfig._internal.connectors.setup(
          injected({
            target: {
              id: p.info.rdns,
              name: p.info.name,
              icon: p.info.icon,
              provider: p.provider as never,
            },
          }),
        )
      })
    // A changed list (or a legacy provider now known to be announced) re-renders the connector list.
    wagmiConfig._internal.connectors.setState((current) => [...current, ...added])
  }

  function findConnector(id: string): WagmiConnector {
    const connector = wagmiConfig.connectors.find((c) => c.id === id)
    if (!connector) throw new Error(`Unknown connector: ${id}`)
    return connector
  }

  const context: EvmAdapterContext = {
    wagmiConfig,
    listConnector(id, create) {
      if (wagmiConfig.connectors.some((c) => c.id === id)) return
      const connector = wagmiConfig._internal.connectors.setup(create())
      wagmiConfig._internal.connectors.setState((current) => [...current, connector])
    },
  }

  function setReconnecting(value: boolean) {
    reconnecting = value
    for (const listener of reconnectingListeners) listener()
  }

  return {
    namespace: 'eip155',
    descriptor: eip155Namespace(checksumAddress),
    capabilities: capabilityLoaders(options.capabilities, context),
    networks,
    wagmiConfig,
    setup() {
      if (typeof window === 'undefined') return () => {}
      return watchAnnouncedProviders(window, addAnnounced)
    },
    getConnection: getConnectionSnapshot,
    subscribeConnection(listener) {
      reconnectingListeners.add(listener)
      const stop = wagmiConfig.subscribe((state) => state, listener)
      return () => {
        reconnectingListeners.delete(listener)
        stop()
      }
    },
    getConnectors,
    subscribeConnectors(listener) {
      return wagmiConfig._internal.connectors.subscribe(listener)
    },
    async reconnect(connectorIds) {
      setReconnecting(true)
      try {
        for (const id of connectorIds) {
          const connector = wagmiConfig.connectors.find((c) => c.id === id)
          if (!connector) continue
          if (!(await connector.isAuthorized().catch(() => false))) continue
          const connections = await reconnect(wagmiConfig, { connectors: [connector] })
          if (connections.length > 0) return true
        }
        return false
      } finally {
        setReconnecting(false)
      }
    },
    async connect({ connectorId, network, onPairingUri }) {
      const connector = findConnector(connectorId)
      const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
        if (type === 'display_uri' && typeof data === 'string') onPairingUri?.(data)
      }
      connector.emitter.on('message', onMessage)
      try {
        await connect(wagmiConfig, {
          connector,
          chainId: network ? Number(network.id) : undefined,
        })
      } finally {
        connector.emitter.off('message', onMessage)
      }
    },
    async disconnect() {
      await disconnect(wagmiConfig)
    },
    async switchNetwork(network) {
      await switchChain(wagmiConfig, { chainId: Number(network.id) })
    },
    async getBalance({ address, network }) {
      // The JSON-RPC call itself on wagmi's client for the chain. wagmi's getBalance (and viem's, through the
      // `viem/actions` index) would bring multicall and viem's transaction actions into the page's first paint:
      // a bundler that splits by file puts them in one chunk with what the page uses (5 KB gzip).
      const client = wagmiConfig.getClient({ chainId: Number(network.id) })
      const value = await client.request({
        method: 'eth_getBalance',
        params: [address as Address, 'latest'],
      })
      const { decimals, symbol } = client.chain.nativeCurrency
      return { numeric: formatUnits(hexToBigInt(value), decimals), symbol }
    },
    async signMessage({ message, address }) {
      // `personal_sign` straight to the connected wallet (what viem's action sends for a wallet account), without
      // pulling wagmi's signing action and its viem code into the first paint.
      const { connector } = getConnection(wagmiConfig)
      if (!connector) throw new Error('No wallet is connected')
      const provider = (await connector.getProvider()) as EIP1193Provider
      return provider.request({
        method: 'personal_sign',
        params: [stringToHex(message), address as Address],
      })
    },
  }
}

/** localStorage, looked up at use (never at import), so the adapter can be created during SSR. */
const lazyLocalStorage = {
  getItem: (key: string) => browserStorage()?.getItem(key) ?? null,
  setItem: (key: string, value: string) => browserStorage()?.setItem(key, value),
  removeItem: (key: string) => browserStorage()?.removeItem(key),
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}
