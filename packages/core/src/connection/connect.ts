import type { ChainNamespace } from '../caip/chainNamespace'
import type { Connector } from '../connectors/Connector'
import { connectorInNamespace } from '../connectors/mergeNamespaceConnectors'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { walletFailure } from '../errors/walletFailure'
import { closeModal } from '../modal/closeModal'
import { currentEntry } from '../modal/currentView'
import { pushView } from '../modal/pushView'
import { replaceView } from '../modal/replaceView'
import type { RouterEntry } from '../router/views'
import { adapterOf } from './adapterOf'
import { connectingView } from './connectingView'
import { getConnectors } from './getConnectors'
import { setActiveNamespace } from './setActiveNamespace'

export type ConnectParameters = {
  connectorId: string
  /**
   * The namespace meant: the wallet's side there (`connectorId` may be the id of any of its sides). Without it, a
   * wallet's entry connects its side in the active namespace (a click in the Connect list).
   */
  namespace?: ChainNamespace | undefined
  /**
   * `false` keeps the view on screen instead of showing the connecting view (AllWallets on a phone prepares a
   * pairing so a tap can open the wallet at once); the modal still closes when the wallet connects.
   */
  showConnecting?: boolean | undefined
}

/**
 * The connector a connect uses. A wallet with sides in several namespaces (behaviour.md §14.2) connects its side in
 * the namespace meant; none meant: its side in the active namespace when its entry's id was given, the side itself
 * when a side's own id was. Ids are each adapter's own: one that several namespaces list is first the meant one's.
 */
function connectorToUse(
  latch: Latch,
  connectorId: string,
  namespace: ChainNamespace | undefined,
): Connector | undefined {
  const meant = namespace ?? latch.getState().activeNamespace
  const wallets = getConnectors(latch).filter((entry) =>
    (entry.namespaceConnectors ?? [entry]).some((side) => side.id === connectorId),
  )
  const exact = wallets
    .flatMap((entry) => entry.namespaceConnectors ?? [entry])
    .find((side) => side.id === connectorId && side.namespace === meant)
  if (exact) return exact
  if (namespace) return wallets.map((entry) => connectorInNamespace(entry, namespace)).find(Boolean)
  const [entry] = wallets
  if (entry?.id !== connectorId)
    return entry?.namespaceConnectors?.find((side) => side.id === connectorId)
  return connectorInNamespace(entry, meant) ?? entry
}

/**
 * Connects a wallet: shows ConnectingExternal while the wallet asks the visitor, or ConnectingWalletConnect with the
 * pairing URI (when the modal is open); records the wallet as recent, and closes. A rejection or failure stays on screen with the spec's text and a retry.
 */
export async function connect(
  latch: Latch,
  { connectorId, namespace, showConnecting = true }: ConnectParameters,
): Promise<ActionResult> {
  const connector = connectorToUse(latch, connectorId, namespace)
  if (!connector) throw new LatchError('unknownConnector', errorTexts.unknownConnector)

  let entry: RouterEntry | undefined
  const view = connectingView(connector)
  if (latch.getState().open)
    entry = !showConnecting
      ? currentEntry(latch)
      : currentEntry(latch)?.view === view
        ? replaceView(latch, view, { connectorId })
        : pushView(latch, view, { connectorId })
  setActiveNamespace(latch, connector.namespace)
  const attempt = {
    connectorId,
    status: 'pending',
    ...(showConnecting ? {} : { prepared: true }),
  } as const
  latch.store.setState({ connectAttempt: attempt })
  // A newer attempt (another wallet clicked, a fresh QR code) owns the view from then on.
  const isCurrent = () => latch.getState().connectAttempt === attempt

  try {
    const preferred = latch.networks.find(
      (network) => network.caipNetworkId === latch.getState().preferredCaipNetworkId,
    )
    await adapterOf(latch, connector.namespace).connect({
      connectorId: connector.id,
      network: preferred?.chainNamespace === connector.namespace ? preferred : undefined,
      onPairingUri: (uri) => {
        if (isCurrent()) latch.events.emit('pairingUri', { connectorId, uri })
      },
    })
    latch.storage.addRecentWalletId(connector.id)
    latch.storage.setConnections({
      ...latch.storage.getConnections(),
      [connector.namespace]: { connectorId: connector.id },
    })
    latch.store.setState({
      ...(isCurrent() ? { connectAttempt: undefined } : {}),
      recentWalletIds: latch.storage.getRecentWalletIds(),
    })
    // Close only while the visitor still sees this attempt (its entry, or this wallet's connecting view, which
    // a phone shows after opening the wallet): a feature that reacted to the connection (UnsupportedChain, a
    // sign-in request) has put its own view on screen.
    const current = currentEntry(latch)
    if (entry && (current === entry || current?.view === view)) closeModal(latch)
    return { status: 'success' }
  } catch (cause) {
    const failure = walletFailure(cause, {
      rejected: { code: 'connectionRejected', text: errorTexts.connectionRejected },
      failed: { code: 'failedToConnect', text: errorTexts.failedToConnect },
    })
    if (isCurrent())
      latch.store.setState({
        connectAttempt: { connectorId, status: failure.status, message: failure.error.message },
      })
    return failure
  }
}
