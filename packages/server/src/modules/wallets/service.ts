import type { ModuleContext } from '../../platform/ServerModule'
import type { SessionsService } from '../sessions/service'
import type { SmartAccountsService } from '../smartAccounts/service'
import { caipNetworkIdOf } from './caipNetworkIdOf'
import { createWalletKeyVault } from './createWalletKeyVault'
import { evmWallet } from './evmWallet'
import { keyOwner } from './keyOwner'
import type { NamespaceWallet, SignRequest } from './NamespaceWallet'
import { solanaWallet } from './solanaWallet'
import { type Namespace, walletsStore } from './store'
import { walletErrors } from './walletErrors'

export type { SignRequest } from './NamespaceWallet'

/** What the wallets' service is built from (a module context has it all). */
export type WalletsServiceContext = Pick<ModuleContext, 'db' | 'config' | 'chains' | 'log'> & {
  /** The smart account's bundlers and paymaster (modules/smartAccounts); none: smart accounts are off. */
  smartAccounts?: SmartAccountsService | undefined
  /** ERC-7715 sessions of the smart account (modules/sessions); none: sessions are off. */
  sessions?: SessionsService | undefined
}

/** The namespaces of the embedded wallet: one file each. */
const namespaceWallets = [evmWallet, solanaWallet] as const

/** The namespaces a user holds a key in: secp256k1 for EVM, ed25519 for Solana. */
export type WalletNamespace = (typeof namespaceWallets)[number]['namespace']

/**
 * Key custody and signing for the embedded wallet (docs/embedded-wallet.md, "Embedded wallet: custody"). A
 * user's key is created on first use, stored only as AES-256-GCM ciphertext under the current KEK, and
 * decrypted into a Buffer for one signature at a time, zeroed right after. Each namespace's wallet
 * (NamespaceWallet) signs its own requests; this service routes them and exports keys.
 */
export function walletsService(context: WalletsServiceContext) {
  const { db, config, log } = context
  const store = walletsStore(db)
  const wallets = new Map<Namespace, NamespaceWallet>()
  const vault = createWalletKeyVault({
    store,
    keks: config.keks,
    log,
    newKey: (userId, namespace, kek) => walletIn(namespace).newKey(userId, kek),
  })
  for (const { namespace, create } of namespaceWallets)
    wallets.set(namespace, create({ ...context, store, keys: vault.in(namespace) }))
  // The revoke route (spec §7) revokes on chain with the key of the user who granted the session.
  context.sessions?.useOwners(async (userId) => {
    const keys = vault.in('eip155')
    return keyOwner(await keys.keyFor(userId), keys)
  })

  function walletIn(namespace: Namespace): NamespaceWallet {
    const wallet = wallets.get(namespace)
    if (!wallet) throw walletErrors.unavailable()
    return wallet
  }

  /** The user's address in `namespace` (EVM unless told); the key is created on first use (once, however many requests race). */
  async function accountFor(userId: string): Promise<{ address: `0x${string}` }>
  async function accountFor(
    userId: string,
    namespace: WalletNamespace | undefined,
  ): Promise<{ address: string }>
  async function accountFor(userId: string, namespace: WalletNamespace = 'eip155') {
    const key = await vault.in(namespace).keyFor(userId)
    return { address: key.address }
  }

  /**
   * The user's private key, for the export route only, after its e-mailed code was verified, in the form its
   * namespace's wallets import (EVM: hex; Solana: the 64-byte secret in base58).
   */
  async function exportPrivateKey(userId: string): Promise<{ privateKey: `0x${string}` }>
  async function exportPrivateKey(
    userId: string,
    namespace: WalletNamespace | undefined,
  ): Promise<{ privateKey: string }>
  async function exportPrivateKey(userId: string, namespace: WalletNamespace = 'eip155') {
    const key = await vault.in(namespace).keyFor(userId)
    const privateKey = walletIn(namespace).exportKey(key)
    log.info({ userId, namespace, address: key.address }, 'wallet key exported')
    return { privateKey }
  }

  return {
    accountFor,

    /** A request of the namespace its chain id names (EVM when it names none). */
    sign(request: SignRequest): Promise<unknown> {
      const wallet = [...wallets.values()].find((candidate) => candidate.handles(request.chainId))
      if (!wallet) throw walletErrors.notAllowed()
      return wallet.sign(request)
    },

    exportPrivateKey,

    /**
     * The user's smart account (spec §7's smart-account frame events): the chains where it is offered, and on
     * `chainId`, if it is one, its address and whether it is deployed.
     */
    async smartAccount(userId: string, chainId: unknown) {
      const networks = context.smartAccounts?.networks() ?? []
      if (chainId === undefined || !context.smartAccounts) return { networks }
      const caipNetworkId = caipNetworkIdOf(chainId)
      const chain = context.chains.get(caipNetworkId)
      if (!chain || !networks.includes(chain.chainId)) return { networks }
      const keys = vault.in('eip155')
      const owner = keyOwner(await keys.keyFor(userId), keys)
      return { networks, ...(await context.smartAccounts.account(owner, chain)) }
    },

    /** Lets each namespace's work in flight end (EVM's batches), and waits for it. */
    async stop() {
      await Promise.all([...wallets.values()].map((wallet) => wallet.stop?.()))
    },
  }
}

export type WalletsService = ReturnType<typeof walletsService>
