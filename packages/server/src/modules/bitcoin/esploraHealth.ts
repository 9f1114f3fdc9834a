import type { DependencyHealth } from '../../platform/health/createHealthChecks'
import type { ErrorDescriber } from '../../platform/log/errorDescriber'
import type { BitcoinChainConfig } from './bitcoinConfig'
import { createEsploraClient } from './createEsploraClient'
import { esploraHeight } from './esploraWire'

/** A Bitcoin network's /health check: its Esplora API answers its tip height. */
export async function esploraHealth(
  chain: BitcoinChainConfig,
  errors: ErrorDescriber,
): Promise<DependencyHealth> {
  try {
    const height = await createEsploraClient(chain.esploraUrl).get(
      '/blocks/tip/height',
      esploraHeight,
    )
    return { status: 'ok', height }
  } catch (error) {
    return { status: 'down', error: errors.describe(error).message }
  }
}
