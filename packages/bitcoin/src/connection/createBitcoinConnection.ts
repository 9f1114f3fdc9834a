import type {
  AdapterConnection,
  ChainAdapter,
  ConnectionAccount,
  ConnectionStatus,
  Network,
} from '@latch/core'
import { LatchError } from '@latch/core'
import * as errorTexts from '@latch/core/errorTexts'
import type {
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { BitcoinConnectFeature } from '../walletStandard/bitcoinFeatures'
import {
  type BitcoinAccount,
  connectPurposes,
  parseBitcoinAccounts,
} from '../walletStandard/parseBitcoinAccounts'
import {
  type BitcoinStandardWallet,
  chainsOf,
  featureOf,
} from '../walletStandard/parseBitcoinWallet'
import { silentAccounts } from '../walletStandard/silentAccounts'
import { accountNetwork } from './accountNetwork'
import type { WalletSources } from './createWalletSources'

type ConnectFeature = BitcoinConnectFeature['bitcoin:connect']
type DisconnectFeature = StandardDisconnectFeature['standard:disconnect']
type EventsFeature = StandardEventsFeature['standard:events']

/** The connected wallet, its payment and ordinal accounts, and the network the connection is on. */
export type BitcoinSession = {
  listed: BitcoinStandardWallet
  /** Account index 0: the address the connection shows, balances and sends come from, and messages are signed by. */
  payment: BitcoinAccount
  /** Account index 1: where inscriptions are held; none when the wallet answered no ordinals account. */
  ordinal: BitcoinAccount | undefined
  caipNetworkId: AdapterConnection['caipNetworkId']
  stopEvents: () => void
}

/** The adapter's connection: what it publishes, the requests that move it, and the session they leave. */
export type BitcoinConnection = Pick<
  ChainAdapter,
  'getConnection' | 'subscribeConnection' | 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork'
> & {
  /** The app network requests go to. */
  activeNetwork(): Network
  /** The connected session, or none. */
  session(): BitcoinSession | undefined
  /** The connected session for a request, checked against the address the caller names. */
  requireSession(address?: string): BitcoinSession
  /** A connected wallet that is no longer registered is gone: the connection ends with it. */
  endIfUnlisted(): void
}

/**
 * The Bitcoin connection's state machine: disconnected, connecting or reconnecting, connected to a session of two
 * accounts that follows its wallet's `change` events. The adapter owns it; Latch derives from its snapshots.
 */
export function createBitcoinConnection(options: {
  /** The app's Bitcoin networks, at least one. */
  networks: readonly [Network, ...Network[]]
  sources: WalletSources
  walletWaitMs: number
  silentConnectMs: number
}): BitcoinConnection {
  const { networks, sources, walletWaitMs, silentConnectMs } = options
  const connectionListeners = new Set<() => void>()
  let active: Network = networks[0]
  let session: BitcoinSession | undefined
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

  /** Publishes the connection; a snapshot keeps its identity while nothing in it changed (useSyncExternalStore). */
  function publish() {
    const status: ConnectionStatus = session ? 'connected' : (pending ?? 'disconnected')
    const next: AdapterConnection = session
      ? {
          status,
          address: session.payment.address,
          accounts: connectionAccounts(session),
          caipNetworkId: session.caipNetworkId,
          connectorId: session.listed.id,
        }
      : { status }
    if (
      next.status === connection.status &&
      next.address === connection.address &&
      next.caipNetworkId === connection.caipNetworkId &&
      next.connectorId === connection.connectorId &&
      // A change of the ordinal account alone is news too.
      next.accounts?.at(-1)?.address === connection.accounts?.at(-1)?.address
    )
      return
    connection = next
    for (const listener of [...connectionListeners]) listener()
  }

  /** The payment account's chains, or its wallet's when the account lists none. */
  function sessionChains(current: BitcoinSession): string[] {
    const chains = chainsOf(current.payment.account)
    return chains.length ? chains : chainsOf(current.listed.wallet)
  }

  function place(current: BitcoinSession) {
    const placed = accountNetwork({
      chains: sessionChains(current),
      address: current.payment.address,
      networks,
      active,
    })
    if (placed.network) active = placed.network
    current.caipNetworkId = placed.caipNetworkId
  }

  /** Puts the accounts in the session: the first of each purpose; a wallet that names no payment one pays from its first. */
  function assign(
    current: Pick<BitcoinSession, 'payment' | 'ordinal'>,
    accounts: BitcoinAccount[],
  ) {
    const payment = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
    if (payment) current.payment = payment
    current.ordinal = accounts.find((account) => account.purpose === 'ordinals')
  }

  function startSession(wallet: BitcoinStandardWallet, accounts: BitcoinAccount[]) {
    endSession()
    const first = accounts[0]
    if (!first) return
    const current: BitcoinSession = {
      listed: wallet,
      payment: first,
      ordinal: undefined,
      caipNetworkId: undefined,
      stopEvents: () => {},
    }
    assign(current, accounts)
    session = current
    current.stopEvents = followChanges(current)
    place(current)
  }

  function endSession() {
    const ended = session
    session = undefined
    ended?.stopEvents()
  }

  /** The wallet's `change` events: accounts changed or emptied, chains changed; the connection follows. */
  function followChanges(current: BitcoinSession): () => void {
    const events = featureOf<EventsFeature>(current.listed.wallet, 'standard:events', 'on')
    const onChange = (properties: StandardEventsChangeProperties) => {
      if (session !== current) return
      let accounts: unknown
      try {
        accounts = properties && 'accounts' in properties ? properties.accounts : undefined
      } catch {
        return
      }
      if (accounts !== undefined) {
        const parsed = parseBitcoinAccounts(accounts, false)
        if (!parsed.length) {
          endSession()
          publish()
          return
        }
        assign(current, parsed)
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

  function appNetwork(network: Network): Network {
    const known = networks.find((n) => n.caipNetworkId === network.caipNetworkId)
    if (!known) throw new Error(`${network.name} is not one of this app's Bitcoin networks`)
    return known
  }

  return {
    activeNetwork: () => active,
    session: () => session,
    requireSession(address) {
      if (!session) throw new Error('No Bitcoin wallet is connected')
      if (
        address !== undefined &&
        address !== session.payment.address &&
        address !== session.ordinal?.address
      )
        throw new Error(`${address} is not a connected Bitcoin account`)
      return session
    },
    endIfUnlisted() {
      if (session && !sources.has(session.listed)) {
        endSession()
        publish()
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
          const wallet = await sources.listedSoon(id, expired)
          if (!isCurrent()) return false
          if (!wallet) continue
          const accounts = await silentAccounts(wallet, silentConnectMs)
          if (!isCurrent()) return false
          if (!accounts.length) continue
          startSession(wallet, accounts)
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
    async connect({ connectorId, network }) {
      sources.watch()
      const wallet = sources.find(connectorId)
      if (!wallet) throw new LatchError('unknownConnector', errorTexts.unknownConnector)
      const attempt = nextAttempt()
      if (network && networks.some((n) => n.caipNetworkId === network.caipNetworkId))
        active = appNetwork(network)
      if (!session) pending = 'connecting'
      publish()
      try {
        const feature = featureOf<ConnectFeature>(wallet.wallet, 'bitcoin:connect', 'connect')
        const output = await (async () => feature?.connect({ purposes: [...connectPurposes] }))()
        const accounts = parseBitcoinAccounts(output?.accounts, true)
        if (attempt !== latestAttempt)
          throw new Error('A newer connection request replaced this one')
        if (!accounts.length) throw new Error(`${wallet.name} answered no Bitcoin account`)
        startSession(wallet, accounts)
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
      // The app is disconnected whatever the wallet answers; the wallet only forgets its own side.
      const feature =
        ended &&
        featureOf<DisconnectFeature>(ended.listed.wallet, 'standard:disconnect', 'disconnect')
      await (async () => feature?.disconnect())().catch(() => undefined)
    },
    async switchNetwork(network) {
      const target = appNetwork(network)
      const current = session
      if (!current) {
        active = target
        return
      }
      // Wallet Standard has no switch, and `bitcoin:connect` no network: the adapter moves when the account fits.
      const placed = accountNetwork({
        chains: sessionChains(current),
        address: current.payment.address,
        networks: [target],
        active: target,
      })
      if (!placed.network)
        throw new Error(`${current.listed.name} does not offer ${target.name} for this account`)
      active = target
      place(current)
      publish()
    },
  }
}

/** The connection's accounts as core shows them (behaviour.md: index 0 payment, 1 ordinal). */
function connectionAccounts(session: BitcoinSession): ConnectionAccount[] {
  const accounts: ConnectionAccount[] = [{ address: session.payment.address, purpose: 'payment' }]
  if (session.ordinal) accounts.push({ address: session.ordinal.address, purpose: 'ordinal' })
  return accounts
}
