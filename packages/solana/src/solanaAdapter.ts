import type { CapabilityEntry, ChainAdapter, Network } from '@latch/core'
import { capabilityLoaders, solanaNamespace } from '@latch/core/adapter'
import { createWalletSources, standardAdapterPort } from '@latch/core/walletStandard'
import type { Transaction } from '@solana/kit'
import type { Wallets } from '@wallet-standard/app'
import { assertSolanaAddress } from './addresses/assertSolanaAddress'
import { createSolanaConnection, type SolanaSession } from './connection/createSolanaConnection'
import type { WalletSession } from './connection/WalletSession'
import { type SolanaWalletChain, walletStandardChainOf } from './networks/walletStandardChain'
import type { SolanaAdapterContext } from './SolanaAdapterContext'
import { signStandardMessage } from './signing/signStandardMessage'
import { solanaWalletRule } from './walletStandard/parseStandardWallet'

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
  /**
   * What the app's features need of Solana, each from its own subpath: `solanaWalletConnect`
   * (`@latch/solana/walletConnect`), `solanaSend`, `solanaEmbeddedWallet`. An app bundles only the ones it lists.
   */
  capabilities?: readonly CapabilityEntry<SolanaAdapterContext>[] | undefined
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

/**
 * The Solana adapter, on the Wallet Standard and `@solana/kit`: its wallet sources (createWalletSources of
 * `@latch/core/walletStandard`), its connection (createSolanaConnection), and the requests that reach the connected wallet. Discovery, connect and
 * reconnect are all the first paint holds: balances, signatures and transactions load kit's code when first used.
 */
export function solanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const networks = options.networks.filter((n) => n.chainNamespace === solanaNamespace.namespace)
  const [firstNetwork, ...otherNetworks] = networks
  if (!firstNetwork) throw new Error('solanaAdapter needs at least one solana network')
  const walletChains = options.walletChains ?? {}
  const sources = createWalletSources({
    namespace: solanaNamespace.namespace,
    rule: solanaWalletRule,
    registry: options.wallets,
    onRegistryChange: () => connection.endIfUnlisted(),
  })
  const connection = createSolanaConnection({
    networks: [firstNetwork, ...otherNetworks],
    walletChains,
    sources,
    walletWaitMs: options.walletWaitMs ?? 1000,
    silentConnectMs: options.silentConnectMs ?? 10_000,
  })

  /** What the lazy parts need of the session, for a request on `network`. */
  function walletSession(current: SolanaSession, network: Network): WalletSession {
    return {
      wallet: current.listed.wallet,
      name: current.listed.name,
      account: current.account.account,
      chain: walletStandardChainOf(network.caipNetworkId, walletChains) ?? network.caipNetworkId,
    }
  }

  /** The network of an app transaction: the one asked for, else the connection's. */
  function transactionContext(transactionOptions?: SolanaTransactionOptions) {
    const current = connection.requireSession()
    const network = connection.appNetwork(transactionOptions?.network ?? connection.activeNetwork())
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
    activeNetwork: () => connection.activeNetwork().caipNetworkId,
    listWallet: sources.add,
    appNetwork: connection.appNetwork,
    walletSession: (network, address) => walletSession(connection.requireSession(address), network),
    profileWallets: connection.profileWallets,
  }

  return {
    namespace: solanaNamespace.namespace,
    descriptor: solanaNamespace,
    capabilities: capabilityLoaders(options.capabilities, context),
    networks,
    ...standardAdapterPort(sources, connection),
    async getBalance({ address, network }) {
      assertSolanaAddress(address)
      const { getSolanaBalance } = await import('./balance/getSolanaBalance')
      return getSolanaBalance({ address, network })
    },
    async signMessage({ message, address }) {
      assertSolanaAddress(address)
      return signStandardMessage(connection.requireSession(address), message)
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
