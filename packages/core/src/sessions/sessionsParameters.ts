import { capability } from '../connection/capability'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import type { Network } from '../network/Network'
import type { SessionsCapability } from './SessionsCapability'

/** The connected account's network, address and sessions capability, or the failure that stops a session action. */
export function sessionsParameters(
  latch: Latch,
):
  | { network: Network; from: string; sessions: Promise<SessionsCapability> }
  | { status: 'failed'; error: LatchError } {
  const account = getAccount(latch)
  if (!account.isConnected || !account.address || !account.caipNetwork)
    return {
      status: 'failed',
      error: new LatchError(
        'addressOrAuthConnectorNotFound',
        errorTexts.addressOrAuthConnectorNotFound,
      ),
    }
  const sessions = capability(latch, account.namespace, 'sessions')
  if (!sessions)
    return {
      status: 'failed',
      error: new LatchError('unsupportedChainNamespace', errorTexts.unsupportedChainNamespace),
    }
  return { network: account.caipNetwork, from: account.address, sessions }
}
