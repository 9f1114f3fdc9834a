import type { Kek } from '../../platform/crypto/kekList'
import type { ModuleContext } from '../../platform/ServerModule'
import type { SessionsService } from '../sessions/service'
import type { SmartAccountsService } from '../smartAccounts/service'
import type { Namespace, WalletKeyRecord, WalletsStore } from './store'

export type SignRequest = {
  userId: string
  method: string
  params?: unknown
  /**
   * 1, '0x1', '1' or 'eip155:1' (needed by the methods that send), or a served network of another namespace
   * (`solana:<32 base58>`), which makes it a request of the user's account there.
   */
  chainId?: unknown
  /** Which of the user's EVM accounts sends (spec §3): the key's own (`eoa`, the default) or its smart account. */
  accountType?: 'eoa' | 'smartAccount' | undefined
  /** The project the request came through: its paymaster policy sponsors the smart account's operations. */
  projectId?: string | undefined
}

/** The user's keys of one namespace, as the key vault hands them to the namespace's wallet. */
export type NamespaceKeys = {
  /** The user's key, created on first use (once, however many requests race). */
  keyFor(userId: string): Promise<WalletKeyRecord>
  /** The key decrypted for one use; the caller zeroes it. A KEK that cannot open it answers 503. */
  decrypt(key: WalletKeyRecord): Buffer
}

/** What a namespace's wallet is built from. */
export type NamespaceWalletContext = Pick<ModuleContext, 'db' | 'config' | 'chains' | 'log'> & {
  store: WalletsStore
  keys: NamespaceKeys
  /** The smart account's bundlers and paymaster (modules/smartAccounts); none: smart accounts are off. */
  smartAccounts?: SmartAccountsService | undefined
  /** ERC-7715 sessions of the smart account (modules/sessions); none: sessions are off. */
  sessions?: SessionsService | undefined
}

/**
 * The embedded wallet in one namespace (behaviour.md §11.4): how its keys are made, which requests are its own,
 * how it signs them and how its key is exported. A namespace is one such file, listed in `walletsService`.
 */
export type NamespaceWallet = {
  /** A new key for the user, sealed under `kek`; the plain key is zeroed before this returns. */
  newKey(userId: string, kek: Kek): WalletKeyRecord
  /** A request for this namespace's account (its chain id says so). */
  handles(chainId: unknown): boolean
  /** Runs a method the secure site's approval let through; anything else 403. */
  sign(request: SignRequest): Promise<unknown>
  /** The private key in the form this namespace's wallets import. */
  exportKey(key: WalletKeyRecord): string
  /** Lets work in flight (a batch of calls) end, and waits for it. */
  stop?(): Promise<void>
}

/** A namespace's wallet: its CAIP-2 namespace and how it is built. */
export function defineNamespaceWallet<const N extends Namespace>(
  namespace: N,
  create: (context: NamespaceWalletContext) => NamespaceWallet,
) {
  return { namespace, create }
}
