import type { StandardConnectFeature } from '@wallet-standard/features'
import { parseStandardAccounts, type StandardAccount } from './parseStandardAccounts'

type ConnectFeature = StandardConnectFeature['standard:connect']

/**
 * The accounts a wallet answers to a silent `standard:connect` (it asks the visitor nothing), or none when it has
 * not authorized the app, fails, or does not answer within `timeoutMs`: a wallet that never answers (one stuck
 * behind its lock screen) must not leave the app reconnecting.
 */
export async function silentConnect(
  feature: ConnectFeature | undefined,
  timeoutMs: number,
): Promise<StandardAccount[]> {
  if (!feature) return []
  let stopTimer = () => {}
  const timedOut = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    stopTimer = () => clearTimeout(timer)
  })
  try {
    const output = await Promise.race([feature.connect({ silent: true }), timedOut])
    return parseStandardAccounts(output?.accounts)
  } catch {
    return []
  } finally {
    stopTimer()
  }
}
