import type { AdapterConnection, ChainAdapter, ConnectionStatus, Network } from '@latch/core'
import { LatchError } from '@latch/core'
import * as errorTexts from '@latch/core/errorTexts'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { listsNetwork, type SolanaWalletChain } from '../networks/walletStandardChain'
import {
  parseStandardAccounts,
  type StandardAccount,
} from '../walletStandard/parseStandardAccounts'
import { chainsOf, featureOf, type StandardWallet } from '../walletStandard/parseStandardWallet'
import { silentConnect } from '../walletStandard/silentConnect'
import { accountNetwork } from './accountNetwork'
import type { WalletSources } from './createWalletSources'

type ConnectFeature = StandardConnectFeature['standard:connect']
type DisconnectFeature = StandardDisconnectFeature['standard:disconnect']
type EventsFeature = StandardEventsFeature['standard:events']

/** The connected wallet and account, and the network the connection is on. */
export type StandardSession = {
  listed: StandardWallet
  account: StandardAccount
  caipNetworkId: AdapterConnection['caipNetworkId']
  stopEvents: () => void
}

/** The adapter's connection: what it publishes, the requests that move it, and the session they leave. */
export type SolanaConnection = Pick<
  ChainAdapter,
  'getConnection' | 'subscribeConnection' | 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork'
> & {
  /** The app network requests go to; Wallet Standard wallets have no network of their own to switch. */
  activeNetwork(): Network
  /** The app's network of that id; throws for another. */
  appNetwork(network: Network): Network
  /** The connected session for a request, checked against the address the caller names. */
  requireSession(address?: string): StandardSession
  /** A connected wallet that is no longer listed (it unregistered) is gone: the connection ends with it. */
  endIfUnlisted(): void
}

/**
 * The Solana connection's state machine: disconnected, connecting or reconnecting, connected to a session that
 * follows its wallet's `change` events. The adapter owns it (Wallet Standard wallets keep none an app can read
 * back); Latch derives from its snapshots.
 */
export function createSolanaConnection(options: {
  /** The app's Solana networks, at least one. */
  networks: readonly [Network, ...Network[]]
  walletChains: Readonly<Record<string, SolanaWalletChain>>
  sources: WalletSources
  walletWaitMs: number
  silentConnectMs: number
}): SolanaConnection {
  const { networks, walletChains, sources, walletWaitMs, silentConnectMs } = options
  const connectionListeners = new Set<() => void>()
  let active: Network = networks[0]
  let session: StandardSession | undefined
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
          address: session.account.address,
          caipNetworkId: session.caipNetworkId,
          connectorId: session.listed.id,
        }
      : { status }
    if (
      next.status === connection.status &&
      next.address === connection.address &&
      next.caipNetworkId === connection.caipNetworkId &&
      next.connectorId === connection.connectorId
    )
      return
    connection = next
    for (const listener of [...connectionListeners]) listener()
  }

  /** The account's chains, or its wallet's when the account lists none. */
  function sessionChains(current: StandardSession): string[] {
    const chains = chainsOf(current.account.account)
    return chains.length ? chains : chainsOf(current.listed.wallet)
  }

  /** Puts the session on the active network when its account lists it, else on one it lists (accountNetwork). */
  function place(current: StandardSession) {
    const placed = accountNetwork({
      chains: sessionChains(current),
      networks,
      active,
      walletChains,
    })
    if (placed.network) active = placed.network
    current.caipNetworkId = placed.caipNetworkId
  }

  function startSession(wallet: StandardWallet, accounts: readonly StandardAccount[]) {
    endSession()
    const account = accounts[0]
    if (!account) return
    const current: StandardSession = {
      listed: wallet,
      account,
      caipNetworkId: undefined,
      stopEvents: () => {},
    }
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
  function followChanges(current: StandardSession): () => void {
    const events = featureOf<EventsFeature>(current.listed.wallet, 'standard:events', 'on')
    const onChange = (properties: StandardEventsChangeProperties) => {
      if (session !== current) return
      let accounts: unknown
      try {
        if (!properties || !('accounts' in properties)) accounts = undefined
        else accounts = properties.accounts
      } catch {
        return
      }
      if (accounts !== undefined) {
        const parsed = parseStandardAccounts(accounts)
        if (!parsed.length) {
          endSession()
          publish()
          return
        }
        current.account =
          parsed.find((account) => account.address === current.account.address) ??
          parsed[0] ??
          current.account
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
    if (!known) throw new Error(`${network.name} is not one of this app's Solana networks`)
    return known
  }

  return {
    activeNetwork: () => active,
    appNetwork,
    requireSession(address) {
      if (!session) throw new Error('No Solana wallet is connected')
      if (address !== undefined && address !== session.account.address)
        throw new Error(`${address} is not the connected Solana account`)
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
          const feature = featureOf<ConnectFeature>(wallet.wallet, 'standard:connect', 'connect')
          // Silent: a wallet that has not authorized this app answers no account and asks nothing.
          const accounts = await silentConnect(feature, silentConnectMs)
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
    async connect({ connectorId, network, onPairingUri }) {
      sources.watch()
      const wallet = sources.find(connectorId)
      if (!wallet) throw new LatchError('unknownConnector', errorTexts.unknownConnector)
      const attempt = nextAttempt()
      if (network && networks.some((n) => n.caipNetworkId === network.caipNetworkId))
        active = appNetwork(network)
      if (!session) pending = 'connecting'
      publish()
      try {
        const feature = featureOf<ConnectFeature>(wallet.wallet, 'standard:connect', 'connect')
        // WalletConnect pairs through a URI: each one goes to the QR code while this attempt is the latest.
        const pairing = sources.loaded(wallet)?.onPairingUri
        const stopPairing =
          pairing && onPairingUri
            ? pairing((uri) => {
                if (attempt === latestAttempt) onPairingUri(uri)
              })
            : undefined
        const output = await (async () => feature?.connect())().finally(() => stopPairing?.())
        const accounts = parseStandardAccounts(output?.accounts)
        if (attempt !== latestAttempt)
          throw new Error('A newer connection request replaced this one')
        if (!accounts.length) throw new Error(`${wallet.name} answered no Solana account`)
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
      // Wallet Standard has no switch: the adapter moves when the account lists the network.
      if (!listsNetwork(sessionChains(current), target.caipNetworkId, walletChains))
        throw new Error(`${current.listed.name} does not offer ${target.name} for this account`)
      active = target
      place(current)
      publish()
    },
  }
}
