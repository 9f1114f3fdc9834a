import * as z from 'zod/mini'

/** A chain id as the frame carries it: a number for EVM, a string for other namespaces (`mainnet` for Solana). */
export const frameChainId = z.union([z.number(), z.string()])

export const accountType = z.enum(['eoa', 'smartAccount'])
export type AccountType = z.infer<typeof accountType>

/** The embedded wallet's user: the success payload of a connect or of GET_USER (frame-protocol.md, "User"). */
export const frameUser = z.object({
  email: z.optional(z.nullable(z.string())),
  address: z.string(),
  chainId: frameChainId,
  accounts: z.optional(z.array(z.object({ address: z.string(), type: accountType }))),
  preferredAccountType: z.optional(accountType),
  smartAccountDeployed: z.optional(z.boolean()),
  signature: z.optional(z.string()),
  message: z.optional(z.string()),
  siwxMessage: z.optional(z.unknown()),
})
export type FrameUser = z.infer<typeof frameUser>
