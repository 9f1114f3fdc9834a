import { DataApiError } from '../api/DataApiError'
import * as errorTexts from './errorTexts'

export type Alert = {
  /** The short message of behaviour.md §8. */
  shortMessage: string
  /** What happened and what to do, for the developer reading the console or the alert. */
  longMessage: string
  /** Shown at most once per page (spec: Invalid App Configuration). */
  once?: boolean
}

/** The alerts of behaviour.md §8 with their short messages and our explanations. */
export const alerts = {
  networkNotFound: {
    shortMessage: 'Network Not Found',
    longMessage:
      'The network the wallet or the app asked for is not in the networks passed to createLatch. Add it there, or switch to a listed network.',
  },
  originNotAllowed: {
    shortMessage: 'Origin Not Allowed',
    longMessage:
      "This page's origin is not on the project's allow list. Add it (wildcards such as *.example.com work) in the project settings of your Latch server.",
  },
  embeddedWalletLoadFailed: {
    shortMessage: 'Could not load embedded wallet',
    longMessage:
      'The secure site that holds the embedded wallet did not load within 20 seconds. Check that it runs and that the page may frame it.',
  },
  embeddedWalletTimeout: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage:
      'The embedded wallet did not answer within 120 seconds. The request was cancelled; try again.',
  },
  unverifiedDomain: {
    shortMessage: 'Unverified Domain',
    longMessage:
      "The app's domain is not verified for this project, so wallets cannot show it as trusted. Verify it on your Latch server.",
  },
  sessionExpired: {
    shortMessage: 'Session Expired',
    longMessage: 'The sign-in session has expired. Sign in again to continue.',
  },
  invalidProjectId: {
    shortMessage: 'Invalid Project ID',
    longMessage:
      'The Latch server does not know the projectId passed to createLatch. Check the id, or create the project on your server.',
  },
  projectIdNotConfigured: {
    shortMessage: 'Project ID Not Configured',
    longMessage:
      'No projectId was passed to createLatch, so the data API, sign-in and WalletConnect are unavailable. Pass the id of a project on your Latch server.',
  },
  serverError: {
    shortMessage: 'Server Error',
    longMessage:
      'The Latch server could not answer. Try again in a moment; if it persists, check its logs.',
  },
  rateLimited: {
    shortMessage: 'Rate Limited',
    longMessage:
      "The project made more requests than its limit allows. Requests resume within a minute; raise the project's limit on your server if this is regular traffic.",
  },
  invalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      'The analytics endpoint refused this app (HTTP 403): its configuration on the Latch server does not match. Latch keeps working; fix the project settings.',
    once: true,
  },
} satisfies Record<string, Alert>

export type AlertCode = keyof typeof alerts

/** Which alert an error stands for, if any: server answers by status and reason, provider texts by message. */
export function alertForError(
  error: unknown,
  context: { analytics?: boolean } = {},
): AlertCode | undefined {
  if (error instanceof DataApiError) {
    const reason = error.reasons[0]?.description ?? ''
    if (error.status === 403 && context.analytics) return 'invalidAppConfiguration'
    // The server's 401s: an unknown project, or a bearer session that ended (its reason's name says which).
    if (error.status === 401 && error.reasons[0]?.name === alerts.sessionExpired.shortMessage)
      return 'sessionExpired'
    if (error.status === 401 || reason === errorTexts.invalidProjectId) return 'invalidProjectId'
    if (error.status === 403 && reason === errorTexts.originNotAllowed) return 'originNotAllowed'
    if (error.status === 429) return 'rateLimited'
    if (error.status >= 500) return 'serverError'
    return undefined
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (message === errorTexts.originNotAllowed) return 'originNotAllowed'
  if (message === errorTexts.networkNotFound) return 'networkNotFound'
  if (message === errorTexts.iframeLoadFailed) return 'embeddedWalletLoadFailed'
  if (message === errorTexts.iframeRequestTimeout) return 'embeddedWalletTimeout'
  if (message === errorTexts.jwtNotYetValid || message === errorTexts.invalidKey)
    return 'sessionExpired'
  return undefined
}

/**
 * Lets each alert through once: the modal shows an alert once per page (behaviour.md §8.8), the spec's "shown once"
 * of Invalid App Configuration (`once`) held by every alert, so a condition that every request meets (an unknown
 * project) does not come back on each view.
 */
export function createAlertGate() {
  const shown = new Set<AlertCode>()
  return (code: AlertCode): Alert | undefined => {
    if (shown.has(code)) return undefined
    shown.add(code)
    return alerts[code]
  }
}
