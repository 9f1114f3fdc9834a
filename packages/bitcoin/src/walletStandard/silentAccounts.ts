import type { StandardConnectFeature } from '@wallet-standard/features'
import { type BitcoinAccount, parseBitcoinAccounts } from './parseBitcoinAccounts'
import { type BitcoinStandardWallet, featureOf } from './parseBitcoinWallet'

type ConnectFeature = StandardConnectFeature['standard:connect']

/**
 * The accounts a wallet lets the app use without asking the visitor: `bitcoin:connect` has no silent form, so the
 * accounts the wallet already exposes (`wallet.accounts`, which the Wallet Standard sets for an authorized app on
 * load), else those of a silent `standard:connect` when the wallet has one. None when it has not authorized the
 * app, fails, or does not answer within `timeoutMs` (a wallet stuck behind its lock screen).
 */
export async function silentAccounts(
  listed: BitcoinStandardWallet,
  timeoutMs: number,
): Promise<BitcoinAccount[]> {
  let exposed: unknown
  try {
    exposed = listed.wallet.accounts
  } catch {
    exposed = undefined
  }
  const accounts = parseBitcoinAccounts(exposed, false)
  if (accounts.length) return accounts
  const feature = featureOf<ConnectFeature>(listed.wallet, 'standard:connect', 'connect')
  if (!feature) return []
  let stopTimer = () => {}
  const timedOut = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    stopTimer = () => clearTimeout(timer)
  })
  try {
    const output = await Promise.race([feature.connect({ silent: true }), timedOut])
    return parseBitcoinAccounts(output?.accounts, false)
  } catch {
    return []
  } finally {
    stopTimer()
  }
}
