import { isSolanaAddress } from '@latch/core'
import type { WalletAccount } from '@wallet-standard/base'

/**
 * The accounts a wallet answered (connect, or a `change` event) that have a Solana address, as the wallet's own
 * objects: a wallet may check that the account it is handed back is one of its own. Anything else is dropped.
 */
export function parseStandardAccounts(value: unknown): WalletAccount[] {
  const accounts: WalletAccount[] = []
  try {
    if (!Array.isArray(value)) return accounts
    for (const account of value) {
      try {
        if (typeof account === 'object' && account !== null && isSolanaAddress(account.address))
          accounts.push(account as WalletAccount)
      } catch {
        // A throwing getter drops that account only.
      }
    }
  } catch {
    // A hostile array (a throwing iterator) gives none.
    return []
  }
  return accounts
}
