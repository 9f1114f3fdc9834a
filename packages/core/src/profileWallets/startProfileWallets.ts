import { getAccountData } from '../account/getAccountData'
import type { ChainNamespace } from '../caip/chainNamespace'
import { capability, hasCapability, loadedCapability } from '../connection/capability'
import { connectorsListed } from '../connection/connectorListings'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import { currentView } from '../modal/currentView'
import { pushView } from '../modal/pushView'
import { getConnections } from './getConnections'
import { parseSavedWallets } from './parseSavedWallets'
import { reconnectSavedWallets, savedReconnectOrder } from './reconnectOrder'
import { rememberConnection } from './rememberConnection'
import { keepUnlistedWallets, readSavedWallets, writeSavedWallets } from './savedWalletsStorage'

/** Resolves once no adapter is reconnecting (the connection feature's reconnect of the last active one). */
function reconnectSettled(latch: Latch): Promise<void> {
  const settled = () =>
    latch.adapters.every((adapter) => adapter.getConnection().status !== 'reconnecting')
  return new Promise((resolve) => {
    if (settled()) return resolve()
    const stop = latch.subscribe(() => {
      if (!settled()) return
      stop()
      resolve()
    })
  })
}

/**
 * Restores the saved connections and follows the active one. On start: the saved list is read (bad entries left
 * out with a warning, behaviour.md §4.3), and once the connection feature has reconnected the last active one, the
 * others reconnect one at a time, most recent first, and the last active is made active again (behaviour.md §4.1).
 * Then every account that becomes active is saved as the most recent, and "Add wallet" comes back to ProfileWallets.
 */
export function startProfileWallets(latch: Latch): () => void {
  let restoring = true
  let stopped = false
  const remember = () => {
    const account = getAccount(latch)
    if (restoring || !account.isConnected || !account.connectorId) return
    const connector = latch.adapters
      .find((adapter) => adapter.namespace === account.namespace)
      ?.getConnectors()
      .find((other) => other.id === account.connectorId)
    const user = latch.getState().embeddedUser
    const auth =
      connector?.type === 'AUTH' && user ? { username: user.email ?? user.userName } : undefined
    rememberConnection(
      latch,
      { namespace: account.namespace, connectorId: account.connectorId, auth },
      Date.now(),
    )
  }
  /** Per namespace, the connection to make active once the adapter has ended the one the app disconnected. */
  const nextAfterDisconnect = new Map<ChainNamespace, string>()
  const stops = [
    // The Account view's Disconnect (core `disconnect`) with several held: the visitor ends that one and forgets it;
    // the others stay, and the most recent of them becomes active, not the adapter's pick (behaviour.md §4.12).
    latch.events.on('disconnectRequested', ({ namespace, connectorId }) => {
      const saved = latch
        .getState()
        .profileWallets.saved.filter(
          (wallet) => wallet.namespace !== namespace || wallet.connectorId !== connectorId,
        )
      writeSavedWallets(latch, saved)
      const held = getConnections(latch, { namespace }).filter(
        (connection) =>
          connection.status !== 'disconnected' && connection.connectorId !== connectorId,
      )
      const next = savedReconnectOrder(saved).find(
        (wallet) =>
          wallet.namespace === namespace &&
          held.some((connection) => connection.connectorId === wallet.connectorId),
      )
      if (next) nextAfterDisconnect.set(namespace, next.connectorId)
      else nextAfterDisconnect.delete(namespace)
    }),
    latch.events.on('accountChanged', ({ account, previous }) => {
      if (
        account.caipAddress === previous.caipAddress &&
        account.connectorId === previous.connectorId
      )
        return
      const next = nextAfterDisconnect.get(account.namespace)
      if (
        next &&
        account.namespace === previous.namespace &&
        account.connectorId !== previous.connectorId
      ) {
        nextAfterDisconnect.delete(account.namespace)
        const own = loadedCapability(latch, account.namespace, 'profileWallets')
        if (account.isConnected && account.connectorId !== next && own) {
          // The switch changes the account again, and that change is remembered.
          void own.switchConnection(next).catch(() => remember())
          return
        }
      }
      // A switch from one held connection to another never passes through disconnected, where the account data
      // forgets what it showed: forget it here, before the Account view draws the new account (behaviour.md §4.3).
      if (account.caipAddress !== previous.caipAddress) getAccountData(latch)?.reset()
      remember()
      const { profileWallets } = latch.getState()
      if (!profileWallets.adding || !account.isConnected) return
      latch.store.setState({ profileWallets: { ...profileWallets, adding: false } })
      // Added from ProfileWallets: back there rather than closing (the connect leaves a view it did not push).
      if (latch.getState().open && currentView(latch) !== 'ProfileWallets')
        pushView(latch, 'ProfileWallets')
    }),
    latch.events.on('closed', () => {
      const { profileWallets } = latch.getState()
      if (profileWallets.adding || profileWallets.switchAttempt)
        latch.store.setState({
          profileWallets: { ...profileWallets, adding: false, switchAttempt: undefined },
        })
    }),
  ]
  void restore()
  return () => {
    stopped = true
    for (const stop of stops) stop()
  }

  async function restore() {
    // A connector a feature lists on the client (WalletConnect's, the embedded wallet's) may be a saved one.
    await connectorsListed(latch)
    const { wallets, unlisted, warnings } = parseSavedWallets(readSavedWallets(latch), {
      namespaces: latch.adapters.map((adapter) => adapter.namespace),
      knowsConnector: (namespace, connectorId) =>
        Boolean(
          latch.adapters
            .find((adapter) => adapter.namespace === namespace)
            ?.getConnectors()
            .some((connector) => connector.id === connectorId),
        ),
    })
    for (const warning of warnings) console.warn(`Latch: ${warning}; it is ignored`)
    if (stopped) return
    keepUnlistedWallets(latch, unlisted)
    if (warnings.length > 0) writeSavedWallets(latch, wallets)
    else
      latch.store.setState({
        profileWallets: { ...latch.getState().profileWallets, saved: wallets },
      })
    const held = await Promise.all(
      latch.adapters
        .filter((adapter) => hasCapability(latch, adapter.namespace, 'profileWallets'))
        .map(async (adapter) => ({
          namespace: adapter.namespace,
          capability: await capability(latch, adapter.namespace, 'profileWallets'),
        })),
    )
    if (stopped) return
    // A held connection that changes beside the active one (added, ended by its wallet) is news for the views too.
    for (const { capability: own } of held)
      if (own)
        stops.push(
          own.subscribe(() =>
            latch.store.setState({ profileWallets: { ...latch.getState().profileWallets } }),
          ),
        )
    // The connection feature's reconnect runs after the listings too: let it start, then let it end.
    await new Promise((resolve) => setTimeout(resolve, 0))
    await reconnectSettled(latch)
    if (stopped) return
    const back = await reconnectSavedWallets(wallets, async (wallet) => {
      const own = held.find((entry) => entry.namespace === wallet.namespace)?.capability
      if (!own) return false
      if (own.getConnections().some((c) => c.connectorId === wallet.connectorId)) return true
      return own.reconnectConnection(wallet.connectorId)
    })
    // The most recent of each namespace was the active one: make it so again.
    for (const { namespace, capability: own } of held) {
      const last = back.find((wallet) => wallet.namespace === namespace)
      if (own && last && getAccount(latch, { namespace }).connectorId !== last.connectorId)
        await own.switchConnection(last.connectorId).catch(() => {})
    }
    restoring = false
    if (!stopped) remember()
  }
}
