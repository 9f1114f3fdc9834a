import type { Connector } from '@latch/core'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { BitcoinStandardWallet } from '../walletStandard/parseBitcoinWallet'
import { watchBitcoinWallets } from '../walletStandard/watchBitcoinWallets'

/** Where the adapter's wallets come from: the Wallet Standard registry. */
export type WalletSources = {
  /** Follows the registry (once, until `stop`). */
  watch(): void
  stop(): void
  getConnectors(): readonly Connector[]
  subscribeConnectors(listener: () => void): () => void
  /** The listed wallet of that connector id. */
  find(id: string): BitcoinStandardWallet | undefined
  /** Resolves with the wallet once it is listed, or undefined when `expired` settles first. */
  listedSoon(id: string, expired: Promise<void>): Promise<BitcoinStandardWallet | undefined>
  /** Whether the wallet is still registered. */
  has(wallet: BitcoinStandardWallet): boolean
}

/**
 * The wallet sources of one adapter. `onRegistryChange` runs when the registry's list changed, after the
 * connectors are listed anew and before anyone is told (a connected wallet that unregistered ends its session).
 */
export function createWalletSources(
  registry: Wallets | undefined,
  onRegistryChange: () => void,
): WalletSources {
  let listed: readonly BitcoinStandardWallet[] = []
  let connectors: readonly Connector[] = []
  const connectorListeners = new Set<() => void>()
  /** Reconnects waiting for a saved wallet, called on every change of the list. */
  const listWaiters = new Set<() => void>()
  let stopWatching: (() => void) | undefined

  const notify = (listeners: Set<() => void>) => {
    for (const listener of [...listeners]) listener()
  }
  const find = (id: string) => listed.find((wallet) => wallet.id === id)

  return {
    watch() {
      stopWatching ??= watchBitcoinWallets(registry ?? getWallets(), (list) => {
        listed = list
        connectors = list.map(
          (wallet): Connector => ({
            id: wallet.id,
            type: 'ANNOUNCED',
            name: wallet.name,
            icon: wallet.icon,
            namespace: 'bip122',
          }),
        )
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
    has: (wallet) => listed.some((registered) => registered.wallet === wallet.wallet),
  }
}
