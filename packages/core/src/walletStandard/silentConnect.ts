import type { StandardConnectFeature } from '@wallet-standard/features'
import { featureOf } from './featureOf'
import type { StandardWallet } from './parseStandardWallet'

type ConnectFeature = StandardConnectFeature['standard:connect']

/**
 * The accounts a wallet answers to a silent `standard:connect` (it asks the visitor nothing), as `parse` reads
 * them, or none when it has not authorized the app, fails, or does not answer within `timeoutMs`: a wallet that
 * never answers (one stuck behind its lock screen) must not leave the app reconnecting.
 */
export async function silentConnect<Account>(
  listed: StandardWallet,
  timeoutMs: number,
  parse: (accounts: unknown) => Account[],
): Promise<Account[]> {
  const feature = featureOf<ConnectFeature>(listed.wallet, 'standard:connect', 'connect')
  if (!feature) return []
  let stopTimer = () => {}
  const timedOut = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    stopTimer = () => clearTimeout(timer)
  })
  try {
    const output = await Promise.race([feature.connect({ silent: true }), timedOut])
    return parse(output?.accounts)
  } catch {
    return []
  } finally {
    stopTimer()
  }
}
