import { getWallets, type Wallets } from '@wallet-standard/app'
import type { ChainNamespace } from '../caip/chainNamespace'
import type { Connector } from '../connectors/Connector'
import type { StandardWallet, StandardWalletRule } from './parseStandardWallet'
import { watchStandardWallets } from './watchStandardWallets'

/**
 * A wallet whose code loaded with a capability (WalletConnect's, the embedded wallet's), listed after the Wallet
 * Standard ones; one that pairs through a URI reports each to the connect that asked.
 */
export type LoadedWallet = {
  listed: StandardWallet
  type: 'WALLET_CONNECT' | 'AUTH'
  onPairingUri?(listener: (uri: string) => void): () => void
}

/** Where an adapter's wallets come from: the Wallet Standard registry, then the wallets capabilities load. */
export type WalletSources = {
  /** Follows the registry (once, until `stop`). */
  watch(): void
  stop(): void
  getConnectors(): readonly Connector[]
  subscribeConnectors(listener: () => void): () => void
  /** The listed wallet of that connector id. */
  find(id: string): StandardWallet | undefined
  /** Resolves with the wallet once it is listed, or undefined when `expired` settles first. */
  listedSoon(id: string, expired: Promise<void>): Promise<StandardWallet | undefined>
  /** A wallet whose chunk has loaded joins the list; a reconnect waiting for it goes on. */
  add(wallet: LoadedWallet): void
  /** The loaded wallet this listed one is (WalletConnect's pairs through a URI). */
  loaded(wallet: StandardWallet): LoadedWallet | undefined
  /** Whether the wallet is still listed: loaded, or still registered. */
  has(wallet: StandardWallet): boolean
}

/**
 * The wallet sources of one adapter: the registry's wallets that `rule` keeps, listed as connectors of
 * `namespace`. `onRegistryChange` runs when the registry's list changed, after the connectors are listed anew and
 * before anyone is told (a connected wallet that unregistered ends its session).
 */
export function createWalletSources(parameters: {
  namespace: ChainNamespace
  rule: StandardWalletRule
  /** `getWallets()` of `@wallet-standard/app` by default. */
  registry: Wallets | undefined
  onRegistryChange: () => void
}): WalletSources {
  const { namespace, rule, registry, onRegistryChange } = parameters
  let listed: readonly StandardWallet[] = []
  let connectors: readonly Connector[] = []
  const connectorListeners = new Set<() => void>()
  /** Wallets reconnect is waiting for, called on every change of the list. */
  const listWaiters = new Set<() => void>()
  let stopWatching: (() => void) | undefined
  /** WalletConnect's and the embedded wallet's sides, once the app turns them on and their chunks load. */
  const loadedWallets: LoadedWallet[] = []

  function notify(listeners: Set<() => void>) {
    for (const listener of [...listeners]) listener()
  }

  const connectorOf = (wallet: StandardWallet, type: Connector['type']): Connector => ({
    id: wallet.id,
    type,
    name: wallet.name,
    icon: wallet.icon,
    namespace,
  })

  /** The Wallet Standard wallets, then the loaded ones (WalletConnect's row, the embedded wallet's). */
  function listConnectors() {
    connectors = [
      ...listed.map((wallet) => connectorOf(wallet, 'ANNOUNCED')),
      ...loadedWallets.map(({ listed: wallet, type }) => connectorOf(wallet, type)),
    ]
  }

  const find = (id: string) =>
    listed.find((wallet) => wallet.id === id) ??
    loadedWallets.find((loaded) => loaded.listed.id === id)?.listed

  return {
    watch() {
      stopWatching ??= watchStandardWallets(registry ?? getWallets(), rule, (list) => {
        listed = list
        listConnectors()
        onRegistryChange()
        notify(listWaiters)
        notify(connectorListeners)
      })
    },
    stop() {
      stopWatching?.()
      stopWatching = undefined
    },
    getConnectors: () => connectors,
    subscribeConnectors(listener) {
      connectorListeners.add(listener)
      return () => connectorListeners.delete(listener)
    },
    find,
    listedSoon(id, expired) {
      const now = find(id)
      if (now) return Promise.resolve(now)
      return new Promise((resolve) => {
        const check = () => {
          const wallet = find(id)
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
    },
    add(wallet) {
      loadedWallets.push(wallet)
      listConnectors()
      notify(listWaiters)
      notify(connectorListeners)
    },
    loaded: (wallet) => loadedWallets.find((loaded) => loaded.listed === wallet),
    has: (wallet) =>
      loadedWallets.some((loaded) => loaded.listed === wallet) ||
      listed.some((registered) => registered.wallet === wallet.wallet),
  }
}
