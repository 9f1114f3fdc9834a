import { isSolanaAddress } from '@latch/core'
import { readAccounts } from '@latch/core/walletStandard'
import type { WalletAccount } from '@wallet-standard/base'

/** A wallet's account with its address as read once and checked (a getter could answer otherwise later). */
export type StandardAccount = { account: WalletAccount; address: string }

/**
 * The accounts a wallet answered (connect, or a `change` event) that have a Solana address, with the wallet's own
 * objects: a wallet may check that the account it is handed back is one of its own. Anything else is dropped.
 */
export function parseStandardAccounts(value: unknown): StandardAccount[] {
  return readAccounts(value, (account) => {
    const address: unknown = account.address
    return isSolanaAddress(address) ? { account, address } : undefined
  })
}
