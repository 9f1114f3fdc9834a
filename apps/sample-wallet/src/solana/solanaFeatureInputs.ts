import * as z from 'zod/mini'
import { ProviderRpcError, providerErrorCodes } from '../providerError'

// What a dapp passes to the wallet's features, checked before anything is signed.
const account = z.object({ address: z.string() })
const bytes = z.instanceof(Uint8Array)

export const connectInput = z.optional(z.object({ silent: z.optional(z.boolean()) }))

export const signMessageInput = z.object({ account, message: bytes })

const sendOptions = z.optional(
  z.object({
    commitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
    preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
    skipPreflight: z.optional(z.boolean()),
    maxRetries: z.optional(z.int().check(z.nonnegative())),
    minContextSlot: z.optional(z.int().check(z.nonnegative())),
  }),
)

export const signTransactionInput = z.object({
  account,
  transaction: bytes,
  chain: z.optional(z.string()),
  options: sendOptions,
})

export const signAndSendTransactionInput = z.object({
  account,
  transaction: bytes,
  chain: z.string(),
  options: sendOptions,
})

export type SendOptions = z.output<typeof sendOptions>

const text = z.optional(z.string())

export const signInInput = z.object({
  domain: text,
  address: text,
  statement: text,
  uri: text,
  version: text,
  chainId: text,
  nonce: text,
  issuedAt: text,
  expirationTime: text,
  notBefore: text,
  requestId: text,
  resources: z.optional(z.array(z.string())),
})

/** Parses one input of a feature call; a malformed one is the dapp's mistake, answered as invalid params. */
export function parseInput<T extends z.ZodMiniType>(
  feature: string,
  schema: T,
  input: unknown,
): z.output<T> {
  const result = schema.safeParse(input)
  if (!result.success)
    throw new ProviderRpcError(providerErrorCodes.invalidParams, `Invalid input to ${feature}`)
  return result.data
}
