import type {
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type {
  AdapterConnection,
  ChainAdapter,
  ConnectionAccount,
  ConnectionStatus,
} from '../adapter'
import type { CaipNetworkId } from '../caip/caipNetworkId'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import type { Network } from '../network/Network'
import type {
  HeldConnection,
  ProfileWalletsCapability,
} from '../profileWallets/ProfileWalletsCapability'
import { chainsOf } from './chainsOf'
import type { WalletSources } from './createWalletSources'
import { featureOf } from './featureOf'
import type { StandardWallet } from './parseStandardWallet'

type DisconnectFeature = StandardDisconnectFeature['standard:disconnect']
type EventsFeature = StandardEventsFeature['standard:events']

/** Where a session is: the app network it is on, when its account fits one, and what the connection reports. */
export type SessionNetwork = {
  network: Network | undefined
  /** That network's id, else the account's own first chain the namespace can name (unsupported); none. */
  caipNetworkId: CaipNetworkId | undefined
}

/**
 * What a namespace brings to a Wallet Standard connection: how its accounts are asked for, read and placed.
 * `Accounts` is what its session holds of them (Solana: `{ account }`; Bitcoin: `{ payment, ordinal }`).
 */
export type StandardNamespace<Accounts extends object> = {
  /** The namespace's name in error messages ("No Solana wallet is connected"). */
  name: string
  /** Asks the wallet for its accounts (the visitor approves): none when it answered none of the namespace's. */
  connect(listed: StandardWallet): Promise<Accounts | undefined>
  /** The accounts the wallet lets the app use without asking the visitor, within `timeoutMs`; none otherwise. */
  silentAccounts(listed: StandardWallet, timeoutMs: number): Promise<Accounts | undefined>
  /** The accounts after a `change` event listed `accounts`; none when it holds none of the namespace's. */
  changedAccounts(accounts: unknown, current: Accounts): Accounts | undefined
  /** The account the connection shows (its address), whose chains place it. */
  primary(accounts: Accounts): { address: string; account: { chains?: unknown } }
  /** Every account of the connection, the primary one first, when it holds more than one. */
  connectionAccounts?(accounts: Accounts): ConnectionAccount[]
  /** Whether a request by `address` is one of the session's accounts. */
  holds(accounts: Accounts, address: string): boolean
  /** The app network the session is on, from its account's chains (the wallet's when the account lists none). */
  place(parameters: {
    chains: readonly string[]
    address: string
    networks: readonly Network[]
    active: Network | undefined
  }): SessionNetwork
}

/** The connected wallet, its accounts, and the network the connection is on. */
export type StandardSession<Accounts extends object> = Accounts & {
  listed: StandardWallet
  caipNetworkId: CaipNetworkId | undefined
  stopEvents: () => void
}

/** An adapter's connection: what it publishes, the requests that move it, and the session they leave. */
export type StandardConnection<Accounts extends object> = Pick<
  ChainAdapter,
  'getConnection' | 'subscribeConnection' | 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork'
> & {
  /** The app network requests go to; Wallet Standard wallets have no network of their own to switch. */
  activeNetwork(): Network
  /** The app's network of that id; throws for another. */
  appNetwork(network: Network): Network
  /** The connected session, or none. */
  session(): StandardSession<Accounts> | undefined
  /** The connected session for a request, checked against the address the caller names. */
  requireSession(address?: string): StandardSession<Accounts>
  /** A connected wallet that is no longer listed (it unregistered) is gone: the connection ends with it. */
  endIfUnlisted(): void
  /**
   * Several sessions at once, one of them current (behaviour.md §4.12), as the profileWallets capability reads them:
   * from the first call on, a connect keeps the sessions of other wallets held beside the new one, and ending the
   * current one makes the most recent other one current. Before it, a connect replaces the session.
   */
  profileWallets(): ProfileWalletsCapability
}

/**
 * A Wallet Standard connection's state machine: disconnected, connecting or reconnecting, connected to a session
 * that follows its wallet's `change` events. The adapter owns it (Wallet Standard wallets keep none an app can read
 * back); Latch derives from its snapshots. What differs per namespace comes in `namespace`.
 */
export function createStandardConnection<Accounts extends object>(options: {
  namespace: StandardNamespace<Accounts>
  /** The app's networks of the namespace, at least one. */
  networks: readonly [Network, ...Network[]]
  sources: WalletSources
  /** How long `reconnect` waits for a saved wallet that has not registered yet. */
  walletWaitMs: number
  /** How long `reconnect` waits for a wallet's silent answer before taking it as not authorized. */
  silentConnectMs: number
}): StandardConnection<Accounts> {
  const { namespace, networks, sources, walletWaitMs, silentConnectMs } = options
  const connectionListeners = new Set<() => void>()
  let active: Network = networks[0]
  let session: StandardSession<Accounts> | undefined
  /** Every session held, the current one too, in the order they started (behaviour.md §4.12). */
  let sessions: StandardSession<Accounts>[] = []
  /** Whether a connect keeps the other wallets' sessions (profileWallets() turned it on). */
  let several = false
  const heldListeners = new Set<() => void>()
  let held: readonly HeldConnection[] = []
  let pending: 'connecting' | 'reconnecting' | undefined
  let connection: AdapterConnection = { status: 'disconnected' }
  /** Each connect, reconnect and disconnect takes a number; an older one that finishes later changes nothing. */
  let latestAttempt = 0
  /** Ends the running reconnect's wait for a late wallet (a connect or disconnect has taken over). */
  let endReconnectWait = () => {}

  function nextAttempt(): number {
    endReconnectWait()
    return ++latestAttempt
  }

  /** Publishes the connection, then the held ones; a snapshot keeps its identity while nothing in it changed. */
  function publish() {
    publishConnection()
    publishHeld()
  }

  function publishConnection() {
    const status: ConnectionStatus = session ? 'connected' : (pending ?? 'disconnected')
    const accounts = session && namespace.connectionAccounts?.(session)
    const next: AdapterConnection = session
      ? {
          status,
          address: namespace.primary(session).address,
          ...(accounts ? { accounts } : {}),
          caipNetworkId: session.caipNetworkId,
          connectorId: session.listed.id,
        }
      : { status }
    if (
      next.status === connection.status &&
      next.address === connection.address &&
      next.caipNetworkId === connection.caipNetworkId &&
      next.connectorId === connection.connectorId &&
      sameAccounts(next.accounts, connection.accounts)
    )
      return
    connection = next
    for (const listener of [...connectionListeners]) listener()
  }

  /** The held sessions as the profileWallets capability lists them: the same array while nothing changed. */
  function publishHeld() {
    const next = sessions.map((current) => ({
      connectorId: current.listed.id,
      accounts: namespace.connectionAccounts?.(current) ?? [
        { address: namespace.primary(current).address },
      ],
      caipNetworkId: current.caipNetworkId,
    }))
    if (
      next.length === held.length &&
      next.every(
        (one, index) =>
          one.connectorId === held[index]?.connectorId &&
          one.caipNetworkId === held[index]?.caipNetworkId &&
          sameAccounts(one.accounts, held[index]?.accounts),
      )
    )
      return
    held = next
    for (const listener of [...heldListeners]) listener()
  }

  /** The primary account's chains, or its wallet's when the account lists none. */
  function sessionChains(current: StandardSession<Accounts>): string[] {
    const chains = chainsOf(namespace.primary(current).account)
    return chains.length ? chains : chainsOf(current.listed.wallet)
  }

  /**
   * Puts the session on the active network when its account fits it, else on one it fits; the current session moves
   * the active network with it, a held one only places itself.
   */
  function place(current: StandardSession<Accounts>) {
    const placed = namespace.place({
      chains: sessionChains(current),
      address: namespace.primary(current).address,
      networks,
      active,
    })
    if (placed.network && current === session) active = placed.network
    current.caipNetworkId = placed.caipNetworkId
  }

  /** Makes a held session the current one; the active network follows it when it is one of the app's. */
  function makeCurrent(current: StandardSession<Accounts> | undefined) {
    session = current
    const network = networks.find((n) => n.caipNetworkId === current?.caipNetworkId)
    if (network) active = network
  }

  /** Holds a new session of the wallet (replacing its earlier one; every other one too unless several are held). */
  function startSession(listed: StandardWallet, accounts: Accounts, current = true) {
    for (const other of sessions)
      if (!several || other.listed.id === listed.id) endSession(other, false)
    const started: StandardSession<Accounts> = {
      ...accounts,
      listed,
      caipNetworkId: undefined,
      stopEvents: () => {},
    }
    sessions = [...sessions, started]
    if (current || !session) session = started
    started.stopEvents = followChanges(started)
    place(started)
  }

  /**
   * Ends a held session (the current one by default). When it was the current one, the last other one started becomes
   * current (`next`; wagmi too makes another of its connections current, and the profileWallets feature then picks
   * the most recently active one); none is left when only one was held.
   */
  function endSession(ended = session, next = true) {
    if (!ended) return
    sessions = sessions.filter((other) => other !== ended)
    ended.stopEvents()
    if (ended === session) makeCurrent(next ? sessions.at(-1) : undefined)
  }

  /** The wallet's `change` events: accounts changed or emptied, chains changed; the connection follows. */
  function followChanges(current: StandardSession<Accounts>): () => void {
    const events = featureOf<EventsFeature>(current.listed.wallet, 'standard:events', 'on')
    const onChange = (properties: StandardEventsChangeProperties) => {
      if (!sessions.includes(current)) return
      let accounts: unknown
      try {
        accounts = properties && 'accounts' in properties ? properties.accounts : undefined
      } catch {
        return
      }
      if (accounts !== undefined) {
        const changed = namespace.changedAccounts(accounts, current)
        if (!changed) {
          endSession(current)
          publish()
          return
        }
        Object.assign(current, changed)
      }
      place(current)
      publish()
    }
    try {
      const off = events?.on('change', onChange)
      return typeof off === 'function' ? off : () => {}
    } catch {
      return () => {}
    }
  }

  /** The app is disconnected whatever the wallet answers; the wallet only forgets its own side. */
  async function forget(ended: StandardSession<Accounts>) {
    const feature = featureOf<DisconnectFeature>(
      ended.listed.wallet,
      'standard:disconnect',
      'disconnect',
    )
    await (async () => feature?.disconnect())().catch(() => undefined)
  }

  function appNetwork(network: Network): Network {
    const known = networks.find((n) => n.caipNetworkId === network.caipNetworkId)
    if (!known)
      throw new Error(`${network.name} is not one of this app's ${namespace.name} networks`)
    return known
  }

  return {
    activeNetwork: () => active,
    appNetwork,
    session: () => session,
    requireSession(address) {
      if (!session) throw new Error(`No ${namespace.name} wallet is connected`)
      if (address !== undefined && !namespace.holds(session, address))
        throw new Error(
          // "the" account of a one-account connection, "a" connected one of several (Bitcoin's payment, ordinal).
          `${address} is not ${namespace.connectionAccounts ? 'a' : 'the'} connected ${namespace.name} account`,
        )
      return session
    },
    endIfUnlisted() {
      const gone = sessions.filter((current) => !sources.has(current.listed))
      if (!gone.length) return
      for (const current of gone) endSession(current)
      publish()
    },
    profileWallets() {
      several = true
      const heldSession = (connectorId: string) => {
        const found = sessions.find((current) => current.listed.id === connectorId)
        if (!found) throw new LatchError('unknownConnector', errorTexts.unknownConnector)
        return found
      }
      return {
        getConnections: () => held,
        subscribe(listener) {
          heldListeners.add(listener)
          return () => heldListeners.delete(listener)
        },
        async switchConnection(connectorId) {
          makeCurrent(heldSession(connectorId))
          publish()
        },
        async disconnectConnection(connectorId) {
          const ended = heldSession(connectorId)
          if (ended === session) nextAttempt()
          endSession(ended)
          publish()
          await forget(ended)
        },
        async reconnectConnection(connectorId) {
          sources.watch()
          const isHeld = () => sessions.some((current) => current.listed.id === connectorId)
          if (isHeld()) return true
          let timer: ReturnType<typeof setTimeout> | undefined
          const expired = new Promise<void>((resolve) => {
            timer = setTimeout(resolve, walletWaitMs)
          })
          const listed = await sources.listedSoon(connectorId, expired).finally(() => {
            clearTimeout(timer)
          })
          const accounts = listed && (await namespace.silentAccounts(listed, silentConnectMs))
          if (!listed || !accounts) return false
          // Beside the held ones: the current one stays current (behaviour.md §4.1).
          if (!isHeld()) startSession(listed, accounts, false)
          publish()
          return true
        },
      }
    },
    getConnection: () => connection,
    subscribeConnection(listener) {
      connectionListeners.add(listener)
      return () => connectionListeners.delete(listener)
    },
    async reconnect(connectorIds) {
      sources.watch()
      const attempt = nextAttempt()
      const isCurrent = () => attempt === latestAttempt
      if (!session) pending = 'reconnecting'
      publish()
      // A saved wallet may register a moment after the page loads: it is waited for, at most walletWaitMs in all.
      let stopTimer = () => {}
      const expired = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, walletWaitMs)
        stopTimer = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      endReconnectWait = stopTimer
      try {
        for (const id of connectorIds) {
          const listed = await sources.listedSoon(id, expired)
          if (!isCurrent()) return false
          if (!listed) continue
          // Silent: a wallet that has not authorized this app answers no account and asks nothing.
          const accounts = await namespace.silentAccounts(listed, silentConnectMs)
          if (!isCurrent()) return false
          if (!accounts) continue
          startSession(listed, accounts)
          return true
        }
        return false
      } finally {
        stopTimer()
        if (isCurrent()) {
          pending = undefined
          publish()
        }
      }
    },
    async connect({ connectorId, network, onPairingUri }) {
      sources.watch()
      const listed = sources.find(connectorId)
      if (!listed) throw new LatchError('unknownConnector', errorTexts.unknownConnector)
      const attempt = nextAttempt()
      if (network && networks.some((n) => n.caipNetworkId === network.caipNetworkId))
        active = appNetwork(network)
      if (!session) pending = 'connecting'
      publish()
      try {
        // WalletConnect pairs through a URI: each one goes to the QR code while this attempt is the latest.
        const pairing = sources.loaded(listed)?.onPairingUri
        const stopPairing =
          pairing && onPairingUri
            ? pairing((uri) => {
                if (attempt === latestAttempt) onPairingUri(uri)
              })
            : undefined
        const accounts = await namespace.connect(listed).finally(() => stopPairing?.())
        if (attempt !== latestAttempt)
          throw new Error('A newer connection request replaced this one')
        if (!accounts) throw new Error(`${listed.name} answered no ${namespace.name} account`)
        startSession(listed, accounts)
      } finally {
        if (attempt === latestAttempt) {
          pending = undefined
          publish()
        }
      }
    },
    async disconnect() {
      nextAttempt()
      const ended = session
      endSession()
      pending = undefined
      publish()
      if (ended) await forget(ended)
    },
    async switchNetwork(network) {
      const target = appNetwork(network)
      const current = session
      if (!current) {
        active = target
        return
      }
      // Wallet Standard has no switch: the adapter moves when the account fits the network.
      const fits = namespace.place({
        chains: sessionChains(current),
        address: namespace.primary(current).address,
        networks: [target],
        active: target,
      }).network
      if (!fits)
        throw new Error(`${current.listed.name} does not offer ${target.name} for this account`)
      active = target
      place(current)
      publish()
    },
  }
}

function sameAccounts(
  a: readonly ConnectionAccount[] | undefined,
  b: readonly ConnectionAccount[] | undefined,
): boolean {
  return (
    a?.length === b?.length &&
    (a ?? []).every(
      (account, index) =>
        account.address === b?.[index]?.address && account.purpose === b?.[index]?.purpose,
    )
  )
}
