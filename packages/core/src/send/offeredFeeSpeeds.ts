import { loadedCapability } from '../connection/capability'
import type { Latch } from '../createLatch'
import type { Network } from '../network/Network'
import type { FeeSpeed } from './SendCapability'

/**
 * The fee speeds WalletSend offers on `network`, slowest first: what its namespace's send capability (loaded with
 * the send view: `loadSendCapabilities`) declares; empty where the fee follows no choice. Synchronous: no request.
 */
export function offeredFeeSpeeds(latch: Latch, network: Network | undefined): readonly FeeSpeed[] {
  if (!network) return []
  return loadedCapability(latch, network.chainNamespace, 'send')?.feeSpeeds ?? []
}

/**
 * The speed a send goes at: the visitor's choice when offered, else normal when offered (what the namespace uses
 * when told nothing), else the first offered; undefined when none is offered.
 */
export function chooseFeeSpeed(
  offered: readonly FeeSpeed[],
  chosen: FeeSpeed | undefined,
): FeeSpeed | undefined {
  if (chosen && offered.includes(chosen)) return chosen
  if (offered.includes('normal')) return 'normal'
  return offered[0]
}
