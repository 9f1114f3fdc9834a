import type { Latch } from '../createLatch'
import type { Scheduler } from '../timing/scheduler'
import { resolveRecipientName } from './resolveRecipientName'
import { updateSendForm } from './updateSendForm'

/**
 * WalletSend's recipient as typed; a name is looked up once typing pauses (debounced, stale answers dropped,
 * answers kept 5 minutes: `resolveRecipientName`).
 */
export function updateSendRecipient(
  latch: Latch,
  to: string,
  options: { schedule?: Scheduler; now?: () => number } = {},
): Promise<void> {
  updateSendForm(latch, { to })
  return resolveRecipientName(latch, options)
}
