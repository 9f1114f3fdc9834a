import type UniversalProvider from '@walletconnect/universal-provider'
import type { ChainAdapter } from '../adapter'
import type { ChainNamespace } from '../caip/chainNamespace'
import { abandonablePairing } from './abandonablePairing'
import type {
  WalletConnectCapability,
  WalletConnectClient,
  WalletConnectNamespaceProposal,
  WalletConnectSetup,
} from './WalletConnectCapability'

/** An adapter with WalletConnect: its namespace's part of the session. */
export type WalletConnectPart = { adapter: ChainAdapter; walletConnect: WalletConnectCapability }

export type WalletConnectClientOptions = {
  setup: WalletConnectSetup
  /** The adapters that have WalletConnect, each with its capability (loaded). */
  parts(): Promise<readonly WalletConnectPart[]>
  /** An adapter the approved session connected, beside the one that paired (to save its connection). */
  onConnected?: ((part: WalletConnectPart) => void) | undefined
  /** The client's storage: the browser's IndexedDB by default (tests in Node pass their own). */
  storage?: Parameters<typeof UniversalProvider.init>[0]['storage'] | undefined
}

/** Where the client keeps its one session (the prefix the EVM adapter's own client had, so it is restored). */
const storagePrefix = 'latch'

/**
 * The instance's one WalletConnect client (`@walletconnect/universal-provider`, the official client) on the relay
 * the app configures, shared by every namespace (behaviour.md §10.5). The library is imported on first use, through
 * an adapter's WalletConnect capability, so none of it is in the first paint, nor in an app without WalletConnect.
 */
export function createWalletConnectClient(
  options: WalletConnectClientOptions,
): WalletConnectClient {
  const pairing = abandonablePairing()
  const uriListeners = new Set<(uri: string) => void>()
  const sessionListeners = new Set<() => void>()
  const announce = () => {
    for (const listener of [...sessionListeners]) listener()
  }
  let loading: Promise<UniversalProvider> | undefined

  function provider(): Promise<UniversalProvider> {
    loading ??= options.parts().then(async (parts) => {
      const loadClient = parts[0]?.walletConnect.loadClient
      if (!loadClient) throw new Error('No adapter of this app brings WalletConnect')
      const client = await (await loadClient()).init({
        projectId: options.setup.projectId,
        relayUrl: options.setup.relayUrl,
        metadata: options.setup.metadata,
        customStoragePrefix: storagePrefix,
        ...(options.storage ? { storage: options.storage } : {}),
        telemetryEnabled: false,
        disableProviderPing: true,
        logger: 'silent',
      })
      // The client would load an iframe from the vendor's Verify service before every proposal and request (and
      // wait 5 s for it offline). Latch talks only to the relay the app configured.
      client.client.core.verify.register = async () => undefined
      // It would also refuse to open its socket while the browser reports no network (`navigator.onLine`), though
      // the relay is the team's own and may answer on an intranet or this machine: whether the relay answers is
      // what counts, and opening the socket finds out (its error names the relay).
      client.client.core.relayer.confirmOnlineStateOrThrow = async () => undefined
      client.on('display_uri', (uri: string) => {
        pairing.noteUri(uri)
        for (const listener of [...uriListeners]) listener(uri)
      })
      for (const event of [
        'session_update',
        'session_event',
        'accountsChanged',
        'chainChanged',
        'session_delete',
        'disconnect',
      ])
        client.on(event, announce)
      return client
    })
    loading.catch(() => {
      // A failed load is retried by the next use.
      loading = undefined
    })
    return loading
  }

  /** Every namespace the app has, each as its adapter proposes it; one with no chain is left out. */
  async function proposal(): Promise<Record<string, WalletConnectNamespaceProposal>> {
    const parts = await options.parts()
    return Object.fromEntries(
      parts
        .map(({ adapter, walletConnect }) => [adapter.namespace, walletConnect.proposal()] as const)
        .filter(([, part]) => part.chains.length > 0),
    )
  }

  /** The other adapters whose namespace the session holds connect from it; one already connected is left alone. */
  async function connectOthers(client: UniversalProvider, from: ChainNamespace) {
    const parts = await options.parts()
    await Promise.all(
      parts.map(async (part) => {
        const { adapter, walletConnect } = part
        if (adapter.namespace === from || !client.session?.namespaces[adapter.namespace]) return
        if (adapter.getConnection().status !== 'disconnected') return
        try {
          await adapter.connect({ connectorId: walletConnect.connectorId })
          options.onConnected?.(part)
        } catch {
          // The session's part for it is unusable: that namespace stays without a connection.
        }
      }),
    )
  }

  async function pairOnce(client: UniversalProvider, from: ChainNamespace) {
    const optionalNamespaces = await proposal()
    // Until a wallet answers, or the modal closes (abandon()).
    await pairing.connect(client, () => client.connect({ optionalNamespaces }))
    announce()
    void connectOthers(client, from)
  }

  return {
    provider,
    async pair(namespace) {
      const client = await provider()
      if (!client.session) await pairOnce(client, namespace)
    },
    onPairingUri(listener) {
      uriListeners.add(listener)
      return () => void uriListeners.delete(listener)
    },
    onSessionChange(listener) {
      sessionListeners.add(listener)
      return () => void sessionListeners.delete(listener)
    },
    async disconnect() {
      const client = await provider()
      try {
        if (client.session) await client.disconnect()
      } catch {
        // The wallet or the relay may already be gone: the session is forgotten locally either way.
      }
      announce()
    },
    async prepare() {
      await provider()
    },
    abandon: () => pairing.abandon(),
  }
}
