import type { Latch } from '../createLatch'
import type { LatchError } from '../errors/LatchError'
import type { WalletCapabilities } from './BatchCapability'
import { batchParameters } from './batchParameters'
import { walletFailureOf } from './walletFailureOf'

export type GetCapabilitiesResult =
  | { status: 'success'; capabilities: WalletCapabilities }
  | { status: 'rejected' | 'failed'; error: LatchError }

/**
 * What the connected wallet can do on its network (EIP-5792 `wallet_getCapabilities`), e.g. whether a batch runs
 * atomically (`capabilities.atomic?.status`).
 */
export async function getCapabilities(latch: Latch): Promise<GetCapabilitiesResult> {
  const context = batchParameters(latch)
  if ('status' in context) return context
  try {
    return {
      status: 'success',
      capabilities: await (await context.batch).getCapabilities({
        network: context.network,
        from: context.from,
      }),
    }
  } catch (cause) {
    return walletFailureOf(cause)
  }
}
