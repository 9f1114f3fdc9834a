import type { CapabilityEntry, ChainAdapter, Network } from '@latch/core'
import { capabilityLoaders } from '@latch/core/adapter'
import { createWalletSources, standardAdapterPort } from '@latch/core/walletStandard'
import { getWallets, type Wallets } from '@wallet-standard/app'
import { bitcoinNamespaceOf } from './addresses/bitcoinNamespace'
import type { BitcoinAdapterContext } from './BitcoinAdapterContext'
import { createBitcoinConnection } from './connection/createBitcoinConnection'
import { hasSatsConnectProviders } from './satsConnect/hasSatsConnectProviders'
import { signBitcoinMessage } from './signing/signBitcoinMessage'
import { bitcoinWalletRule } from './walletStandard/parseBitcoinWallet'

export type BitcoinAdapterOptions = {
  /** The Bitcoin networks of the app; other namespaces are ignored. */
  networks: readonly Network[]
  /** How long `reconnect` waits for a saved wallet that has not registered yet (1000 ms). */
  walletWaitMs?: number | undefined
  /**
   * How long `reconnect` waits for a wallet's silent `standard:connect` before taking it as not authorized
   * (10,000 ms): a wallet that never answers must not leave the app reconnecting.
   */
  silentConnectMs?: number | undefined
  /** The Wallet Standard registry: `getWallets()` of `@wallet-standard/app` by default. */
  wallets?: Wallets | undefined
  /**
   * Whether sats-connect wallets (Xverse, Leather style, `window.btc_providers`) are listed beside the Wallet
   * Standard ones (true): sats-connect loads only when the page lists such a wallet.
   */
  satsConnect?: boolean | undefined
  /** How Esplora is reached: the global `fetch` by default. */
  fetch?: typeof globalThis.fetch | undefined
  /** What the app's features need of Bitcoin, each from its own subpath: `bitcoinSend` (`@latch/bitcoin/send`). */
  capabilities?: readonly CapabilityEntry<BitcoinAdapterContext>[] | undefined
}

/** The connection's two accounts (behaviour.md: account index 0 for payment, 1 for ordinal). */
export type BitcoinAccounts = {
  /** The connection's address: balances, sends and sign-in. */
  payment: string
  /** Where inscriptions are held; undefined when the wallet answered no ordinals account. */
  ordinal: string | undefined
}

export type BitcoinAdapter = ChainAdapter & {
  /**
   * The connected wallet's payment and ordinal addresses, or undefined when none is connected; they change with
   * the connection (`subscribeConnection` tells, a change of the ordinal one too).
   */
  getAccounts(): BitcoinAccounts | undefined
}

/**
 * The Bitcoin adapter, on the Wallet Standard's Bitcoin features (sats-connect wallets join as such): its wallet sources (createWalletSources of
 * `@latch/core/walletStandard`), its
 * connection of a payment and an ordinal account (createBitcoinConnection), balances from each network's Esplora
 * API, and message signing. Discovery, connect and reconnect are all the first paint holds.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions): BitcoinAdapter {
  const networks = options.networks.filter((n) => n.chainNamespace === 'bip122')
  const [firstNetwork, ...otherNetworks] = networks
  if (!firstNetwork) throw new Error('bitcoinAdapter needs at least one bip122 network')
  const descriptor = bitcoinNamespaceOf(networks.map((n) => n.caipNetworkId))
  /**
   * sats-connect wallets join the registry as Wallet Standard wallets while the adapter is set up, from a chunk of
   * their own; returns their removal.
   */
  function listSatsConnectWallets(): () => void {
    if (options.satsConnect === false || !hasSatsConnectProviders()) return () => {}
    const registry = options.wallets ?? getWallets()
    let stopped = false
    let unregister = () => {}
    void import('./satsConnect/registerSatsConnectWallets')
      .then(({ registerSatsConnectWallets }) => {
        if (!stopped) unregister = registerSatsConnectWallets(registry)
      })
      .catch((error: unknown) =>
        console.warn('Latch: sats-connect wallets cannot be listed', error),
      )
    return () => {
      stopped = true
      unregister()
    }
  }
  const sources = createWalletSources({
    namespace: descriptor.namespace,
    rule: bitcoinWalletRule,
    registry: options.wallets,
    onRegistryChange: () => connection.endIfUnlisted(),
  })
  const connection = createBitcoinConnection({
    networks: [firstNetwork, ...otherNetworks],
    sources,
    walletWaitMs: options.walletWaitMs ?? 1000,
    silentConnectMs: options.silentConnectMs ?? 10_000,
  })

  /** An address of the app's networks, as the send form would take it. */
  function checked(address: string): string {
    if (descriptor.checkAddress(address).status !== 'valid')
      throw new Error(`${address} is not a Bitcoin address of this app's networks`)
    return address
  }

  const port = standardAdapterPort(sources, connection)
  const context: BitcoinAdapterContext = {
    networks,
    activeNetwork: connection.activeNetwork,
    listWallet: sources.add,
    requireSession: connection.requireSession,
    profileWallets: connection.profileWallets,
  }

  return {
    namespace: 'bip122',
    descriptor,
    capabilities: capabilityLoaders(options.capabilities, context),
    networks,
    ...port,
    setup() {
      const stopSources = port.setup()
      const unlistSatsConnect = listSatsConnectWallets()
      return () => {
        unlistSatsConnect()
        stopSources()
      }
    },
    getAccounts() {
      const current = connection.session()
      return current && { payment: current.payment.address, ordinal: current.ordinal?.address }
    },
    async getBalance({ address, network }) {
      const { getBitcoinBalance } = await import('./balance/getBitcoinBalance')
      return getBitcoinBalance({ address: checked(address), network, fetch: options.fetch })
    },
    async signMessage({ message, address }) {
      return signBitcoinMessage(connection.requireSession(checked(address)), message, address)
    },
  }
}
