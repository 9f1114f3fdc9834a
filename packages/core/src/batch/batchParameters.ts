import { capability } from '../connection/capability'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import type { Network } from '../network/Network'
import type { BatchCapability } from './BatchCapability'

/** The connected account's network, address and batch capability, or the failure that stops a batch action. */
export function batchParameters(
  latch: Latch,
):
  | { network: Network; from: string; batch: Promise<BatchCapability> }
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
  const batch = capability(latch, account.namespace, 'batch')
  if (!batch)
    return {
      status: 'failed',
      error: new LatchError('unsupportedChainNamespace', errorTexts.unsupportedChainNamespace),
    }
  return { network: account.caipNetwork, from: account.address, batch }
}
