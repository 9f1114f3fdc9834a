import { isSolanaAddress } from '@latch/core'
import type { WalletAccount } from '@wallet-standard/base'

/** A wallet's account with its address as read once and checked (a getter could answer otherwise later). */
export type StandardAccount = { account: WalletAccount; address: string }

/**
 * The accounts a wallet answered (connect, or a `change` event) that have a Solana address, with the wallet's own
 * objects: a wallet may check that the account it is handed back is one of its own. Anything else is dropped.
 */
export function parseStandardAccounts(value: unknown): StandardAccount[] {
  const accounts: StandardAccount[] = []
  try {
    if (!Array.isArray(value)) return accounts
    for (const account of value) {
      try {
        const address: unknown =
          typeof account === 'object' && account !== null ? account.address : undefined
        if (isSolanaAddress(address)) accounts.push({ account: account as WalletAccount, address })
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
