import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'

/** What switching to a connection does (behaviour.md §4.3). */
export type SwitchStep = 'activate' | 'reconnect'

/**
 * A connected or active connection is made active again; a disconnected one reconnects through its own flow;
 * any other status is an error (behaviour.md §4.3). The status is read from storage or a caller, so it is checked.
 */
export function switchRule(status: unknown): SwitchStep {
  if (status === 'active' || status === 'connected') return 'activate'
  if (status === 'disconnected') return 'reconnect'
  throw new LatchError('invalidConnectionStatus', errorTexts.invalidConnectionStatus)
}
