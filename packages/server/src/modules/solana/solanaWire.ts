import { isSignature } from '@solana/kit'
import { z } from 'zod'

// The parts of Solana JSON-RPC answers (jsonParsed) the data API reads. Chain data is not trusted to be
// well-formed: every schema is checked, and a part that fails is left out rather than failing the answer.
// Integers arrive as JSON numbers on the wire and as bigints through @solana/kit; both are read.

export const base58Address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

/** A non-negative integer (u64 amounts, lamports, times) as a bigint. */
export const wireInteger = z
  .union([z.bigint().nonnegative(), z.number().int().nonnegative(), z.string().regex(/^\d{1,40}$/)])
  .transform((value) => BigInt(value))

/** A mint's decimals (u8). */
const decimals = z
  .union([z.number(), z.bigint()])
  .transform(Number)
  .pipe(z.number().int().min(0).max(255))

/** `getTokenAccountsByOwner(…, { encoding: 'jsonParsed' })`: one token account. */
export const parsedTokenAccount = z.object({
  account: z.object({
    data: z.object({
      parsed: z.object({
        info: z.object({
          mint: base58Address,
          owner: base58Address,
          tokenAmount: z.object({ amount: wireInteger, decimals }),
        }),
      }),
    }),
  }),
})

/** `getSignaturesForAddress`: one entry. */
export const signatureInfo = z.object({
  signature: z.string().refine(isSignature),
  blockTime: wireInteger.nullish(),
  err: z.unknown(),
})

export type SignatureInfo = z.infer<typeof signatureInfo>

/** `meta.preTokenBalances` / `postTokenBalances`: one entry. */
export const tokenBalance = z.object({
  mint: base58Address,
  owner: base58Address,
  uiTokenAmount: z.object({ amount: wireInteger, decimals }),
})

/** A System Program transfer as the node parses it (`transfer`, `transferWithSeed`). */
export const systemTransfer = z.object({
  program: z.literal('system'),
  parsed: z.object({
    type: z.enum(['transfer', 'transferWithSeed']),
    info: z.object({ source: base58Address, destination: base58Address, lamports: wireInteger }),
  }),
})

/** `getTransaction(…, { encoding: 'jsonParsed' })`: the frame; instructions and balances are read one by one. */
export const parsedTransaction = z.object({
  blockTime: wireInteger.nullish(),
  meta: z
    .object({
      err: z.unknown(),
      preTokenBalances: z.array(z.unknown()).nullish(),
      postTokenBalances: z.array(z.unknown()).nullish(),
      innerInstructions: z
        .array(z.object({ instructions: z.array(z.unknown()).max(10_000) }))
        .max(10_000)
        .nullish(),
    })
    .nullish(),
  transaction: z.object({
    signatures: z.array(z.string()).min(1),
    message: z.object({
      accountKeys: z
        .array(
          z.union([
            base58Address.transform((pubkey) => ({ pubkey, signer: undefined })),
            z.object({ pubkey: base58Address, signer: z.boolean().optional() }),
          ]),
        )
        .min(1),
      instructions: z.array(z.unknown()).max(10_000),
    }),
  }),
})
