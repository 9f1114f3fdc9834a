import { type StandardWallet, silentConnect } from '@latch/core/walletStandard'
import { type BitcoinAccount, parseBitcoinAccounts } from './parseBitcoinAccounts'

/**
 * The accounts a wallet lets the app use without asking the visitor: `bitcoin:connect` has no silent form, so the
 * accounts the wallet already exposes (`wallet.accounts`, which the Wallet Standard sets for an authorized app on
 * load), else those of a silent `standard:connect` when the wallet has one. None when it has not authorized the
 * app, fails, or does not answer within `timeoutMs` (a wallet stuck behind its lock screen).
 */
export async function silentAccounts(
  listed: StandardWallet,
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
  return silentConnect(listed, timeoutMs, (answered) => parseBitcoinAccounts(answered, false))
}
