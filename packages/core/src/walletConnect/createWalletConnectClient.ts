import type UniversalProvider from '@walletconnect/universal-provider'
import type { ChainAdapter } from '../adapter'
import type { ChainNamespace } from '../caip/chainNamespace'
import { abandonablePairing } from './abandonablePairing'
import { followPageReturns } from './followPageReturns'
import { pairingTopicOf } from './openedPairing'
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
  /**
   * The URI of a pairing a phone handed to a wallet's app before this page was reloaded or reopened
   * (behaviour.md §10.7): the next `pair()` waits for that wallet's answer instead of making a fresh pairing.
   */
  openedPairingUri?: (() => string | undefined) | undefined
}

/** Session types, from the client that holds them (no import of the library's own types package). */
type Session = NonNullable<UniversalProvider['session']>

/**
 * The provider's own steps once a wallet approved (what its `pair()` runs after the approval): private in the
 * library, which has no public way to take a session its sign client settled for a proposal made before a reload.
 */
type ProviderInternals = {
  persist(key: string, data: unknown): Promise<void>
  onConnect(): void
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
  /**
   * The wallets' answers awaited: fresh pairings' (the provider's own `connect` takes their session) and resumed
   * ones'. Counted, as a renewed pairing may start before the one it replaces has given up.
   */
  const waitingForWallet = { fresh: 0, resumed: 0 }
  const settledListeners = new Set<() => void>()
  let adopting = false

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
      // The client's own start asked the browser before that, and a restored session's socket would then wait for
      // the client's next heartbeat (5 s) to open: until then the page hears nothing the wallet sends (the end of the
      // session, say).
      if (!client.client.core.relayer.connected)
        client.client.core.relayer.transportOpen().catch(() => {
          // No relay now: the heartbeat tries again, as it would have.
        })
      client.on('display_uri', (uri: string) => {
        pairing.noteUri(uri)
        for (const listener of [...uriListeners]) listener(uri)
      })
      // A session the sign client settled by itself: for a proposal of this page before it was reloaded, whose
      // answer the relay delivered once the client subscribed again (behaviour.md §10.7).
      client.client.on('session_connect', ({ session }) => {
        adopt(client, session).catch(() => {
          // Not taken: the next reload restores it from the client's storage.
        })
      })
      const settledMeanwhile = client.client.session.getAll().at(-1)
      if (settledMeanwhile) await adopt(client, settledMeanwhile)
      // Back from the wallet's app: the socket a phone suspended may be dead without a word (behaviour.md §10.7).
      followPageReturns(() => {
        if (waitingForWallet.fresh + waitingForWallet.resumed > 0 || client.session)
          void reconnectRelay(client)
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
    const resumed = resumableProposal(client)
    const kind = resumed ? 'resumed' : 'fresh'
    waitingForWallet[kind]++
    try {
      // Until a wallet answers, or the modal closes (abandon()).
      await pairing.connect(client, async () => {
        if (resumed) await settlement(client, resumed)
        else await client.connect({ optionalNamespaces })
      })
    } finally {
      waitingForWallet[kind]--
    }
    announce()
    void connectOthers(client, from)
  }

  /** The opened pairing's proposal, when the client still holds it unexpired: the wallet may be answering it. */
  function resumableProposal(client: UniversalProvider) {
    const uri = options.openedPairingUri?.()
    const topic = uri && pairingTopicOf(uri)
    if (!uri || !topic) return undefined
    const now = Date.now() / 1000
    const proposal = client.client.proposal
      .getAll()
      .find((entry) => entry.pairingTopic === topic && entry.expiryTimestamp > now)
    return proposal && { uri, id: proposal.id, topic }
  }

  /** The resumed proposal's session, once the wallet's answer arrives; its expiry ends the wait. */
  function settlement(
    client: UniversalProvider,
    resumed: { uri: string; id: number; topic: string },
  ) {
    // The URI on screen again, for "Open" and "Copy link" (the same pairing the wallet has).
    pairing.noteUri(resumed.uri)
    for (const listener of [...uriListeners]) listener(resumed.uri)
    // Listening on the pairing now: a reloaded client opens its socket only for the topics it restored, which may
    // lag (it checks again every 5 s); the wallet's answer waits on the relay until then.
    client.client.core.relayer.subscribe(resumed.topic).catch(() => {
      // The relay is away: the client subscribes again once its socket opens.
    })
    return new Promise<void>((resolve, reject) => {
      const stop = () => {
        settledListeners.delete(onSettled)
        client.client.off('proposal_expire', onExpired)
      }
      const onSettled = () => {
        stop()
        resolve()
      }
      const onExpired = ({ id }: { id: number }) => {
        if (id !== resumed.id) return
        stop()
        reject(new Error('Proposal expired'))
      }
      settledListeners.add(onSettled)
      client.client.on('proposal_expire', onExpired)
      if (client.session) onSettled()
    })
  }

  /**
   * Takes a session the sign client settled while the provider held none (a resumed proposal's, or one that
   * arrived while the client started): the provider's own steps after an approval, then whoever waits for it.
   * A fresh pairing's session is the provider's own to take (its `connect` is under way).
   */
  async function adopt(client: UniversalProvider, session: Session) {
    if (client.session || adopting || waitingForWallet.fresh > 0) return
    adopting = true
    try {
      // What was proposed (with each chain's RPC): the provider keeps it only once its own pair() succeeded.
      const optionalNamespaces = await proposal()
      if (!client.session) {
        const internals = client as unknown as ProviderInternals
        client.optionalNamespaces = optionalNamespaces
        await internals.persist('namespaces', client.namespaces ?? {})
        await internals.persist('optionalNamespaces', optionalNamespaces)
        // The session last, with its providers at once: whoever reads it may use them.
        client.session = session
        internals.onConnect()
      }
    } finally {
      adopting = false
    }
    for (const listener of [...settledListeners]) listener()
  }

  /** Opens the relay socket again, which subscribes to every topic again; the relay delivers what waited. */
  async function reconnectRelay(client: UniversalProvider) {
    try {
      await client.client.core.relayer.restartTransport()
    } catch {
      // The relay is away: the client's own heartbeat opens the socket once it answers.
    }
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
