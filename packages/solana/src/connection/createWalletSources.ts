import type { Connector } from '@latch/core'
import { solanaNamespace } from '@latch/core/adapter'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { LoadedWallet } from '../SolanaAdapterContext'
import type { StandardWallet } from '../walletStandard/parseStandardWallet'
import { watchStandardWallets } from '../walletStandard/watchStandardWallets'

/** Where the adapter's wallets come from: the Wallet Standard registry, then the wallets capabilities load. */
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
 * The wallet sources of one adapter. `onRegistryChange` runs when the registry's list changed, after the
 * connectors are listed anew and before anyone is told (a connected wallet that unregistered ends its session).
 */
export function createWalletSources(
  registry: Wallets | undefined,
  onRegistryChange: () => void,
): WalletSources {
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

  const find = (id: string) =>
    listed.find((wallet) => wallet.id === id) ??
    loadedWallets.find((loaded) => loaded.listed.id === id)?.listed

  return {
    watch() {
      stopWatching ??= watchStandardWallets(registry ?? getWallets(), (list) => {
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
