import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The connected wallet and account, as the lazy parts (signing, sending) get them from the adapter. */
export type WalletSession = {
  wallet: Wallet
  /** The wallet's name as listed, for error messages. */
  name: string
  account: WalletAccount
  /** The Wallet Standard chain the request is for (`solana:mainnet`, …). */
  chain: `${string}:${string}`
}
