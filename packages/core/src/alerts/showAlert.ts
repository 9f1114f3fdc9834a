import type { Latch } from '../createLatch'
import { type AlertCode, alertForError, alerts, createAlertGate } from '../errors/alerts'
import { perInstance } from '../instance/perInstance'
import { log } from '../log/log'

const gateOf = perInstance((_latch: Latch) => createAlertGate())

const isAlertCode = (value: unknown): value is AlertCode =>
  typeof value === 'string' && Object.hasOwn(alerts, value)

/**
 * Shows the alert an error stands for (behaviour.md §8.8): its short message in the modal, above the view, and its
 * explanation in the console at the app's log level; once a page per alert. Returns the alert's code, undefined
 * when the error is none of §8.5's or the alert was shown already.
 */
export function showAlert(
  latch: Latch,
  error: unknown,
  context: { analytics?: boolean } = {},
): AlertCode | undefined {
  const code = isAlertCode(error) ? error : alertForError(error, context)
  if (!code) return undefined
  const alert = gateOf(latch)(code)
  if (!alert) return undefined
  log(latch, 'error', `Latch: ${alert.shortMessage}. ${alert.longMessage}`)
  latch.store.setState({ alert: code })
  latch.events.emit('alertShown', { code })
  return code
}
