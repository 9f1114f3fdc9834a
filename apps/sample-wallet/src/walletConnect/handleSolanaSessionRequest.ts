import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import * as z from 'zod/mini'
import { ProviderRpcError, providerErrorCodes } from '../providerError'
import type { SampleSolanaWallet } from '../solana/createSolanaWallet'
import { walletConnectSolanaChains } from './solanaChains'

/** The Solana methods this wallet answers over WalletConnect (WalletConnect's Solana JSON-RPC reference). */
export const solanaSessionMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/), z.maxLength(100_000))
const base64 = z
  .string()
  .check(
    z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/),
    z.maxLength(100_000),
  )

const signMessageParams = z.object({ message: base58, pubkey: base58 })
const signTransactionParams = z.object({ transaction: base64 })
const signAndSendTransactionParams = z.object({
  transaction: base64,
  sendOptions: z.optional(
    z.object({
      skipPreflight: z.optional(z.boolean()),
      preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
      maxRetries: z.optional(z.int().check(z.nonnegative())),
      minContextSlot: z.optional(z.int().check(z.nonnegative())),
    }),
  ),
})

function parse<T extends z.ZodMiniType>(method: string, schema: T, params: unknown): z.output<T> {
  const result = schema.safeParse(params)
  if (!result.success)
    throw new ProviderRpcError(providerErrorCodes.invalidParams, `Invalid params for ${method}`)
  return result.data
}

/**
 * Answers an approved Solana request of a session on `chain` (CAIP-2) with the Solana side's own features (the
 * Wallet Standard wallet of `createSolanaWallet`: its key, its signing and its sending), translated to and from the
 * reference's encodings: messages and signatures in base58, transactions in base64.
 */
export async function handleSolanaSessionRequest(
  wallet: SampleSolanaWallet,
  { chain, method, params }: { chain: string; method: string; params: unknown },
): Promise<unknown> {
  const walletChain = walletConnectSolanaChains[chain]
  const [account] = wallet.accounts
  if (!walletChain || !account)
    throw new ProviderRpcError(
      providerErrorCodes.chainDisconnected,
      `The wallet does not serve ${chain}`,
    )
  const { features } = wallet
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: account.address }]
    case 'solana_signMessage': {
      const { message, pubkey } = parse(method, signMessageParams, params)
      if (pubkey !== account.address)
        throw new ProviderRpcError(providerErrorCodes.unauthorized, 'Unknown account')
      const [output] = await features['solana:signMessage'].signMessage({
        account,
        message: new Uint8Array(getBase58Encoder().encode(message)),
      })
      return { signature: getBase58Decoder().decode(output?.signature ?? new Uint8Array()) }
    }
    case 'solana_signTransaction': {
      const { transaction } = parse(method, signTransactionParams, params)
      const [output] = await features['solana:signTransaction'].signTransaction({
        account,
        transaction: new Uint8Array(getBase64Encoder().encode(transaction)),
        chain: walletChain,
      })
      const signed = output?.signedTransaction ?? new Uint8Array()
      const signature = getTransactionDecoder().decode(signed).signatures[account.address as never]
      return {
        signature: getBase58Decoder().decode(signature ?? new Uint8Array()),
        transaction: getBase64Decoder().decode(signed),
      }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parse(method, signAndSendTransactionParams, params)
      const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: new Uint8Array(getBase64Encoder().encode(transaction)),
        chain: walletChain,
        // Sent and confirmed before the answer, as Phantom does: the dapp may read the chain at once.
        options: { commitment: 'confirmed', ...sendOptions },
      })
      return { signature: getBase58Decoder().decode(output?.signature ?? new Uint8Array()) }
    }
    default:
      throw new ProviderRpcError(providerErrorCodes.unsupportedMethod, `${method} is not supported`)
  }
}
