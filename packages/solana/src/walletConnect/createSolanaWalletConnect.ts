import type { Network, WalletConnectSetup } from '@latch/core'
import { abandonablePairing } from '@latch/core/adapter'
import { getAddressEncoder, address as toAddress } from '@solana/kit'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature } from '@wallet-standard/features'
import type UniversalProvider from '@walletconnect/universal-provider'
import type { SolanaWalletChain } from '../networks/walletStandardChain'
import type { StandardWallet } from '../walletStandard/parseStandardWallet'
import {
  changeEvents,
  requestChainOf,
  requestSigningFeatures,
  walletError,
} from '../walletStandard/requestWalletFeatures'
import { solanaNamespaceRequest, solanaWalletConnectStoragePrefix } from './solanaNamespaceRequest'
import { solanaSessionAccounts, solanaSessionMethods } from './solanaSessionAccounts'
import { solanaWalletConnectConnectorId } from './solanaWalletConnectConnectorId'
import type { SolanaWalletConnectRequest } from './solanaWalletConnectRequests'

export type SolanaWalletConnectOptions = {
  setup: WalletConnectSetup
  /** The app's Solana networks: the chains a session asks for. */
  networks: readonly Network[]
  /** The adapter's `walletChains`: Wallet Standard chain names the adapter may hand a request, by CAIP-2 id. */
  walletChains?: Readonly<Record<string, SolanaWalletChain>> | undefined
  /** The CAIP-2 network of a request that names none (a message): the adapter's active network. */
  activeNetwork: () => string
  /** The client's storage: the browser's IndexedDB by default (tests in Node pass their own). */
  storage?: Parameters<typeof UniversalProvider.init>[0]['storage'] | undefined
}

/** Solana's WalletConnect side, as the adapter lists and drives it. */
export type SolanaWalletConnect = {
  /** A Wallet Standard wallet over the session, so the adapter's signing and sending paths serve it unchanged. */
  listed: StandardWallet
  /** Calls `listener` with each pairing URI this client creates (the QR code), until the returned stop. */
  onPairingUri(listener: (uri: string) => void): () => void
  /** Loads and starts the client (the modal opened): the QR code of a later click is quick. */
  prepare(): Promise<void>
  /** Walks away from the pairing under way, if any (the modal closed). */
  abandon(): Promise<void>
}

/** A QR code glyph (our own drawing, not a trademark), the same as the EVM adapter's WalletConnect row. */
const walletConnectIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzNiNmZlMCIvPjxnIGZpbGw9IiNmZmYiPjxyZWN0IHg9IjciIHk9IjciIHdpZHRoPSI3IiBoZWlnaHQ9IjciIHJ4PSIxIi8+PHJlY3QgeD0iMTgiIHk9IjciIHdpZHRoPSI3IiBoZWlnaHQ9IjciIHJ4PSIxIi8+PHJlY3QgeD0iNyIgeT0iMTgiIHdpZHRoPSI3IiBoZWlnaHQ9IjciIHJ4PSIxIi8+PHJlY3QgeD0iMTgiIHk9IjE4IiB3aWR0aD0iMyIgaGVpZ2h0PSIzIi8+PHJlY3QgeD0iMjIiIHk9IjIyIiB3aWR0aD0iMyIgaGVpZ2h0PSIzIi8+PHJlY3QgeD0iMTgiIHk9IjIyIiB3aWR0aD0iMyIgaGVpZ2h0PSIzIiBvcGFjaXR5PSIuNiIvPjwvZz48L3N2Zz4='

const signingFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/** A wallet's refusal over WalletConnect: 4001, 5000 (user rejected), or words that say so. */
const isRejection = (code: unknown, text: string) =>
  code === 4001 || code === 5000 || /reject|denied|cancel/i.test(text)

/**
 * Solana over a WalletConnect v2 session (`@walletconnect/universal-provider`, the official client), on the
 * relay the app configures: a session with the `solana` namespace, whose methods (WalletConnect's Solana JSON-RPC
 * reference) serve the Wallet Standard features the adapter already calls. This module is its own chunk and the
 * client is imported on first use: none of it is in the first paint.
 */
export function createSolanaWalletConnect(
  options: SolanaWalletConnectOptions,
): SolanaWalletConnect {
  const request = solanaNamespaceRequest(options.networks)
  const pairingListeners = new Set<(uri: string) => void>()
  const pairing = abandonablePairing()
  let provider: Promise<UniversalProvider> | undefined
  let client: UniversalProvider | undefined

  function getProvider(): Promise<UniversalProvider> {
    provider ??= import('@walletconnect/universal-provider').then(async (module) => {
      const created = await module.UniversalProvider.init({
        projectId: options.setup.projectId,
        relayUrl: options.setup.relayUrl,
        metadata: options.setup.metadata,
        customStoragePrefix: solanaWalletConnectStoragePrefix,
        ...(options.storage ? { storage: options.storage } : {}),
        telemetryEnabled: false,
        disableProviderPing: true,
        logger: 'silent',
      })
      // The client would load an iframe from the vendor's Verify service before every proposal and request (and
      // wait 5 s for it offline). Latch talks only to the relay the app configured.
      created.client.core.verify.register = async () => undefined
      // It would also refuse to open its socket while the browser reports no network (`navigator.onLine`), though
      // the relay is the team's own and may answer on an intranet or this machine: whether the relay answers is
      // what counts, and opening the socket finds out (its error names the relay).
      created.client.core.relayer.confirmOnlineStateOrThrow = async () => undefined
      created.on('display_uri', (uri: string) => {
        pairing.noteUri(uri)
        for (const listener of [...pairingListeners]) listener(uri)
      })
      for (const event of ['session_update', 'accountsChanged', 'session_event'])
        created.on(event, announceAccounts)
      for (const event of ['session_delete', 'disconnect']) created.on(event, announceAccounts)
      client = created
      return created
    })
    provider.catch(() => {
      // A failed load is retried by the next use.
      provider = undefined
    })
    return provider
  }

  // One account object per address and chain list, so the adapter sees the same account until the session changes.
  let accountsCache: { key: string; accounts: readonly WalletAccount[] } = { key: '', accounts: [] }
  function accounts(): readonly WalletAccount[] {
    const parsed = client?.session ? solanaSessionAccounts(client.session.namespaces) : []
    const supported = signingFeatures.filter(
      (name) => name !== 'solana:signAndSendTransaction' || canSignAndSend(),
    )
    const key = JSON.stringify([parsed, supported])
    if (key === accountsCache.key) return accountsCache.accounts
    accountsCache = {
      key,
      accounts: Object.freeze(
        parsed.map(
          ({ address, chains }): WalletAccount =>
            Object.freeze({
              address,
              publicKey: new Uint8Array(getAddressEncoder().encode(toAddress(address))),
              chains,
              features: supported,
            }),
        ),
      ),
    }
    return accountsCache.accounts
  }

  const events = changeEvents(accounts)
  const announceAccounts = () => events.announce()

  /** A wallet that did not approve `solana_signAndSendTransaction` signs, and the adapter sends through its RPC. */
  function canSignAndSend(): boolean {
    return (
      !client?.session ||
      solanaSessionMethods(client.session.namespaces).includes('solana_signAndSendTransaction')
    )
  }

  async function send(call: SolanaWalletConnectRequest, chain: string | undefined) {
    const current = await getProvider()
    if (!current.session) throw new Error('No WalletConnect session')
    try {
      return await current.request(call, requestChainOf(chain, options))
    } catch (error) {
      throw walletError(error, isRejection)
    }
  }

  function ownAccount(account: WalletAccount): string {
    if (!accounts().some((each) => each.address === account.address))
      throw new Error(`${account.address} is not an account of the WalletConnect session`)
    return account.address
  }

  const features: StandardConnectFeature & StandardDisconnectFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        const current = await getProvider()
        if (!current.session || !accounts().length) {
          // Silent: a reload restores a saved session, never pairs.
          if (input?.silent) return { accounts: [] }
          try {
            // Until a wallet answers, or the modal closes (abandon()).
            await pairing.connect(current, () =>
              current.connect({ optionalNamespaces: { solana: request } }),
            )
          } catch (error) {
            throw walletError(error, isRejection)
          }
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        const current = await getProvider()
        try {
          if (current.session) await current.disconnect()
        } catch {
          // The wallet or the relay may already be gone: the session is forgotten locally either way.
        }
        announceAccounts()
      },
    },
  }
  const { 'solana:signAndSendTransaction': signAndSendFeature, ...signing } =
    requestSigningFeatures({
      send,
      ownAccount,
    })
  const always = { ...features, ...events.feature, ...signing }
  const signAndSend = { 'solana:signAndSendTransaction': signAndSendFeature }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: walletConnectIcon as WalletIcon,
    chains: request.chains as `${string}:${string}`[],
    get features() {
      return (canSignAndSend() ? { ...always, ...signAndSend } : always) as Wallet['features']
    },
    get accounts() {
      return accounts()
    },
  }

  return {
    listed: {
      id: solanaWalletConnectConnectorId,
      name: 'WalletConnect',
      icon: walletConnectIcon,
      wallet,
    },
    onPairingUri(listener) {
      pairingListeners.add(listener)
      return () => void pairingListeners.delete(listener)
    },
    async prepare() {
      await getProvider()
    },
    abandon: () => pairing.abandon(),
  }
}
