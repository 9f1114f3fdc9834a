import { getBase58Encoder, getBase64Encoder } from '@solana/kit'
import { z } from 'zod'
import { SOLANA_TRANSACTION_MAX_BYTES } from './decodeSolanaWireTransaction'

// WalletConnect's Solana JSON-RPC reference, as the sample wallet answers it and @latch/solana sends it
// (packages/solana/src/walletStandard/solanaWalletConnectRequests.ts): messages and signatures in base58,
// transactions in base64, params an object.

/** The Solana methods the embedded wallet signs; anything else on a Solana network is 403. */
export const solanaWalletMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

export type SolanaWalletMethod = (typeof solanaWalletMethods)[number]

/** `solana:` and the first 32 base58 characters of the genesis hash (CAIP-2). */
export const solanaNetworkInput = z
  .string()
  .regex(
    /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/,
    'must be solana: and the first 32 base58 characters of the genesis hash',
  )

/** A signed-in message's most base58 characters (about 11 KB): a sign-in text is far shorter. */
const MESSAGE_MAX_CHARS = 15_000

const base58Bytes = z
  .string()
  .min(1)
  .max(MESSAGE_MAX_CHARS)
  .regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58')
  .transform((value) => new Uint8Array(getBase58Encoder().encode(value)))

/** A wire transaction in base64 (padded, as `getBase64EncodedWireTransaction` writes it). */
const base64Transaction = z
  .string()
  .min(4)
  // Four characters for every three bytes, rounded up to a whole group.
  .max(Math.ceil(SOLANA_TRANSACTION_MAX_BYTES / 3) * 4)
  .regex(
    /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
    'must be a base64 wire transaction',
  )
  .transform((value) => new Uint8Array(getBase64Encoder().encode(value)))

/** `solana_signMessage { message, pubkey }`: the message's bytes in base58 and the signer's address. */
export const solanaSignMessageParams = z.object({
  message: base58Bytes,
  pubkey: z.string().max(64),
})

/** `solana_signTransaction { transaction }`. */
export const solanaSignTransactionParams = z.object({ transaction: base64Transaction })

const slot = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)

/** `solana_signAndSendTransaction { transaction, sendOptions? }`: sendOptions as the node's sendTransaction takes them. */
export const solanaSignAndSendTransactionParams = z.object({
  transaction: base64Transaction,
  sendOptions: z
    .object({
      skipPreflight: z.boolean().optional(),
      preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
      maxRetries: z.number().int().nonnegative().max(1000).optional(),
      minContextSlot: slot.optional(),
    })
    .optional(),
})

export type SolanaSendOptions = NonNullable<
  z.infer<typeof solanaSignAndSendTransactionParams>['sendOptions']
>
