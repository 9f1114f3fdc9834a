import type { DependencyHealth } from '../../platform/health/createHealthChecks'
import type { ErrorDescriber } from '../../platform/log/errorDescriber'
import type { ServedSolanaChain } from './createSolanaChainRegistry'

const settled = <T>(request: Promise<T>) =>
  request.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )

/**
 * A Solana network's /health check: its node answers (`getSlot`, the head it reports) and says it is caught up
 * (`getHealth`; a node behind the cluster answers an error there, so the network is degraded, not down).
 */
export async function solanaNodeHealth(
  chain: ServedSolanaChain,
  errors: ErrorDescriber,
): Promise<DependencyHealth> {
  const [slot, health] = await Promise.all([
    settled(chain.rpc.getSlot({ commitment: 'confirmed' }).send()),
    settled(chain.rpc.getHealth().send()),
  ])
  if ('error' in slot) return { status: 'down', error: errors.describe(slot.error).message }
  if ('error' in health)
    return {
      status: 'degraded',
      slot: Number(slot.value),
      error: errors.describe(health.error).message,
    }
  return { status: 'ok', slot: Number(slot.value) }
}
