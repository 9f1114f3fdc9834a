import type { LocalAccount } from 'viem'
import * as z from 'zod/mini'
import { solanaSessionMethods } from './handleSolanaSessionRequest'
import { walletConnectSolanaChains } from './solanaChains'

/** The options of `createWalletConnectWallet`, checked before anything connects. */
export const walletOptions = z.object({
  /** The relay's WebSocket URL, such as Latch's `ws://localhost:8787/relay`. */
  relayUrl: z.url({ protocol: /^wss?$/ }),
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  /** The signing key; default: test account #2 of the dev chains' public mnemonic. */
  privateKey: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))),
  account: z.optional(
    z.custom<LocalAccount>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        (value as { type?: unknown }).type === 'local',
      'must be a viem local account',
    ),
  ),
  /** Chain id → HTTP RPC of each chain the wallet serves; default: the two dev chains. */
  rpcUrls: z.optional(
    z.record(z.string().check(z.regex(/^[1-9][0-9]{0,12}$/)), z.url({ protocol: /^https?$/ })),
  ),
  /**
   * CAIP-2 id → HTTP RPC of each Solana chain the wallet serves (the dev stack's local chain, devnet or mainnet);
   * default: the local chain at http://127.0.0.1:8899.
   */
  solanaRpcUrls: z.optional(
    z.partialRecord(
      z.enum(Object.keys(walletConnectSolanaChains) as [string, ...string[]]),
      z.url({ protocol: /^https?$/ }),
    ),
  ),
  /** The Solana methods it approves in a session; default all it answers (a subset plays an older wallet). */
  solanaMethods: z.optional(z.array(z.enum(solanaSessionMethods))),
  /** Which Solana test key signs (0–9); default #2, like the EVM side's account. */
  solanaAccountIndex: z.optional(z.int().check(z.minimum(0), z.maximum(9))),
  /** Which Bitcoin test key's payment and ordinal accounts it holds (0–9); default #2, like the EVM side's account. */
  bitcoinKeyIndex: z.optional(z.int().check(z.minimum(0), z.maximum(9))),
  /** The chain it starts on; default: the first of `rpcUrls`. */
  chainId: z.optional(z.int().check(z.positive())),
  /** Keep sessions in the browser's storage across reloads (the page); default in memory. */
  persist: z.optional(z.boolean()),
  name: z.optional(z.string().check(z.maxLength(64))),
})

export type WalletConnectWalletOptions = z.input<typeof walletOptions>
