import { showAlert } from '../alerts/showAlert'
import { DataApiError } from '../api/DataApiError'
import { getAccount } from '../connection/getAccount'
import { getConnectors } from '../connection/getConnectors'
import type { Latch } from '../createLatch'
import { alerts } from '../errors/alerts'
import type { LatchState } from '../features'
import { log } from '../log/log'
import { currentView } from '../modal/currentView'
import { isMobileDevice } from '../modal/isMobileDevice'
import { timeoutScheduler } from '../timing/scheduler'
import type { AnalyticsEventName } from './AnalyticsEvent'
import { analyticsConsented } from './analyticsConsented'
import { connectMethod } from './connectMethod'
import { type AnalyticsTransport, createAnalyticsQueue } from './createAnalyticsQueue'

/** The analytics chunk's clock and wire, the browser's unless a test brings its own. */
export type AnalyticsEnvironment = {
  transport: AnalyticsTransport
  now: () => number
  schedule: typeof timeoutScheduler
  page: () => { url: string; domain: string }
  newId: () => string
  /** Where page-hide is heard (`visibilitychange` on the document, `pagehide` on the window). */
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

function browserEnvironment(): AnalyticsEnvironment {
  return {
    transport: {
      beacon:
        typeof navigator.sendBeacon === 'function'
          ? (url, body) => navigator.sendBeacon(url, body)
          : undefined,
      fetch: (url, init) => fetch(url, init),
    },
    now: Date.now,
    schedule: timeoutScheduler,
    page: () => ({ url: location.origin + location.pathname, domain: location.hostname }),
    newId: () =>
      typeof crypto.randomUUID === 'function'
        ? crypto.randomUUID()
        : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
            byte.toString(16).padStart(2, '0'),
          ).join(''),
    document,
    window,
  }
}

/** A slice another feature may or may not bring: read, never written (each has one owner). */
type Optional = {
  siwx?: { status: string } | undefined
  send?: { status: string; transaction?: { status: string } | undefined } | undefined
  swap?: { step?: { kind: string; status: string } | undefined } | undefined
  onramp?: { checkout?: { status: string } | undefined } | undefined
}

/**
 * What the app's visitors do in the modal, as AppKit's events (docs/analytics.md), from the first open on
 * (behaviour.md §7.7): heard from the store and `latch.events`, never from another feature's actions.
 */
export function startAnalytics(
  latch: Latch,
  environment: AnalyticsEnvironment | undefined = typeof document === 'undefined'
    ? undefined
    : browserEnvironment(),
): () => void {
  // No page (a server render, a test's Node): nothing to hear, nothing to send.
  if (!environment) return () => {}
  const { apiUrl, projectId, analytics: options } = latch.options
  if (!apiUrl || !projectId) {
    log(latch, 'warn', 'Latch: analytics needs apiUrl and projectId; nothing is sent.')
    return () => {}
  }
  const query = new URLSearchParams({ projectId, st: 'latch', sv: 'js-analytics-0.1.0' })
  const queue = createAnalyticsQueue({
    endpoint: `${apiUrl.replace(/\/+$/, '')}/e?${query}`,
    transport: environment.transport,
    now: environment.now,
    schedule: environment.schedule,
    page: environment.page,
    newId: environment.newId,
    consented: () => analyticsConsented(latch),
    onForbidden: () =>
      showAlert(
        latch,
        new DataApiError(403, [{ name: 'Forbidden', description: 'Analytics refused' }]),
        { analytics: true },
      ),
    onSendFailed: (error) => log(latch, 'warn', 'Latch: analytics could not be sent', error),
  })

  const address = () =>
    options?.sendAddresses ? (getAccount(latch).address ?? undefined) : undefined
  const track = (event: AnalyticsEventName, properties?: Record<string, string | boolean>) =>
    queue.track(event, properties, address())

  /** The wallet the visitor chose last, as the connect events name it. */
  let chosen: { name: string; method: string; view: string } | undefined
  /** The view the visitor chose the wallet on: the last one that is not a connecting view. */
  let chooserView = 'Connect'
  const wallet = (connectorId: string | undefined) => {
    const connector = getConnectors(latch).find((entry) => entry.id === connectorId)
    return {
      name: connector?.name ?? connectorId ?? 'unknown',
      method: connectMethod(
        connector?.type,
        `${chooserView} ${currentView(latch) ?? ''}`,
        isMobileDevice(),
      ),
      view: chooserView,
    }
  }

  // The modal is open: analytics starts on the first open.
  chooserView = currentView(latch) ?? 'Connect'
  track('MODAL_OPEN', { connected: getAccount(latch).isConnected })

  let previous = latch.getState() as LatchState & Optional
  const stopStore = latch.store.subscribe((state) => {
    const now = state as LatchState & Optional
    const before = previous
    previous = now
    if (now.open && !before.open) track('MODAL_OPEN', { connected: getAccount(latch).isConnected })
    const view = now.history.at(-1)?.view
    if (now.open && view && !view.startsWith('Connecting')) chooserView = view
    const attempt = now.connectAttempt
    if (attempt && !attempt.prepared && attempt !== before.connectAttempt) {
      if (
        attempt.status === 'pending' &&
        (before.connectAttempt?.status !== 'pending' ||
          before.connectAttempt.connectorId !== attempt.connectorId)
      ) {
        chosen = wallet(attempt.connectorId)
        track('SELECT_WALLET', chosen)
      }
      if (attempt.status !== 'pending' && before.connectAttempt?.status === 'pending') {
        track('CONNECT_ERROR', {
          ...(chosen ?? wallet(attempt.connectorId)),
          message: attempt.message ?? attempt.status,
        })
        if (attempt.status === 'failed')
          queue.reportError({
            errorType: 'CONNECT_FAILED',
            errorMessage: attempt.message ?? 'Failed to connect',
          })
      }
    }
    const outcome = (
      value: string | undefined,
      was: string | undefined,
      success: AnalyticsEventName,
      error: AnalyticsEventName,
    ) => {
      if (value === was) return
      if (value === 'success') track(success)
      if (value === 'failed' || value === 'reverted') track(error)
    }
    if (now.siwx?.status !== before.siwx?.status && before.siwx?.status === 'signing') {
      if (now.siwx?.status === 'signedIn') track('SIWX_AUTH_SUCCESS')
      else track('SIWX_AUTH_ERROR')
    }
    outcome(
      now.send?.transaction?.status,
      before.send?.transaction?.status,
      'SEND_SUCCESS',
      'SEND_ERROR',
    )
    outcome(now.send?.status, before.send?.status, 'SEND_SUCCESS', 'SEND_ERROR')
    if (now.swap?.step?.kind === 'swap')
      outcome(
        now.swap.step.status,
        before.swap?.step?.kind === 'swap' ? before.swap.step.status : undefined,
        'SWAP_SUCCESS',
        'SWAP_ERROR',
      )
    outcome(
      now.onramp?.checkout?.status,
      before.onramp?.checkout?.status,
      'BUY_SUCCESS',
      'BUY_ERROR',
    )
  })

  const stops = [
    stopStore,
    latch.events.on('closed', () =>
      track('MODAL_CLOSE', { connected: getAccount(latch).isConnected }),
    ),
    latch.events.on('connected', ({ account }) => {
      track('CONNECT_SUCCESS', chosen ?? wallet(account.connectorId))
      chosen = undefined
    }),
    latch.events.on('disconnected', () => track('DISCONNECT_SUCCESS')),
    latch.events.on('networkChanged', ({ account, previous }) => {
      if (previous.isConnected && account.caipNetworkId)
        track('SWITCH_NETWORK', { network: account.caipNetworkId })
    }),
    latch.events.on('alertShown', ({ code }) =>
      queue.reportError({ errorType: code, errorMessage: alerts[code].shortMessage }),
    ),
  ]

  // The page may not come back: what is left goes by beacon (behaviour.md §7.7).
  const onHidden = () => {
    if (environment.document.visibilityState === 'hidden') queue.flush('beacon')
  }
  const onPageHide = () => queue.flush('beacon')
  environment.document.addEventListener('visibilitychange', onHidden)
  environment.window.addEventListener('pagehide', onPageHide)

  return () => {
    for (const stop of stops) stop()
    environment.document.removeEventListener('visibilitychange', onHidden)
    environment.window.removeEventListener('pagehide', onPageHide)
    queue.flush('beacon')
    queue.stop()
  }
}
