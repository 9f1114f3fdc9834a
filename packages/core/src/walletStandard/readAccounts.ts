import type { WalletAccount } from '@wallet-standard/base'

/**
 * The accounts a wallet answered (connect, or a `change` event) that `read` keeps, with the wallet's own objects (a
 * wallet may check that the account it is handed back is one of its own). Read defensively: a throwing getter
 * drops that account only, a hostile array (a throwing iterator) gives none.
 */
export function readAccounts<Account>(
  value: unknown,
  /** Reads one entry: an object of the wallet's, unchecked (its `address`, its `purpose`, …). */
  read: (account: WalletAccount & Record<string, unknown>, index: number) => Account | undefined,
): Account[] {
  const accounts: Account[] = []
  try {
    if (!Array.isArray(value)) return accounts
    // Copied through the array's own iterator, once: a trap there gives none.
    for (const [index, account] of Array.from(value as unknown[]).entries()) {
      try {
        if (typeof account !== 'object' || account === null) continue
        const kept = read(account as WalletAccount & Record<string, unknown>, index)
        if (kept !== undefined) accounts.push(kept)
      } catch {
        // A throwing getter drops that account only.
      }
    }
  } catch {
    return []
  }
  return accounts
}
