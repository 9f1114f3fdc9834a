import type { ChainNamespace } from '../caip/chainNamespace'
import type { AlertCode } from '../errors/alerts'
import type { AccountState } from '../state/deriveAccount'

/**
 * What features tell each other. A feature reacts to another only through these events, never by editing the
 * other's actions (see CONTRIBUTING.md).
 */
export type LatchEvents = {
  /** The active adapter's account went from disconnected to connected (a connect or a reconnect). */
  connected: { account: AccountState }
  /** The account went from connected to disconnected, whoever ended it (the app, the wallet, a failed check). */
  disconnected: { previous: AccountState }
  /**
   * The app asked to end a namespace's active connection (`disconnect`), before its adapter is asked: one the
   * wallet ends on its side never fires it.
   */
  disconnectRequested: { namespace: ChainNamespace; connectorId: string }
  /** Anything about the derived account changed: address, network, status. Fired after the others. */
  accountChanged: { account: AccountState; previous: AccountState }
  /** The connected wallet's network is not the one it was on before (also on connect); listed by the app or not. */
  networkChanged: { account: AccountState; previous: AccountState }
  /** A connector that pairs through a URI (WalletConnect) created one, for a QR code or a deep link. */
  pairingUri: { connectorId: string; uri: string }
  /** An account registered a name (the names feature): what shows its identity asks again. */
  nameRegistered: { address: string; name: string }
  /**
   * The embedded wallet's secure site did not load within 20 s, or left a step unanswered for 120 s (behaviour.md
   * §8.4): the modal shows its alert (§8.8).
   */
  embeddedWalletFailed: { code: 'iframe_load_failed' | 'iframe_request_timeout' }
  /** The modal showed an alert of behaviour.md §8.5 (each at most once a page, §8.8). */
  alertShown: { code: AlertCode }
  /** The modal closed (the inline modal, which never closes, went back to its start view). */
  closed: Record<string, never>
}

export type LatchEventName = keyof LatchEvents
