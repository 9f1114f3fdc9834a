import * as z from 'zod/mini'

// What a dapp passes to the Bitcoin features, checked before anything is signed.
const account = z.object({ address: z.string() })
const bytes = z.instanceof(Uint8Array)

export const bitcoinConnectInput = z.object({
  purposes: z.array(z.enum(['payment', 'ordinals'])).check(z.minLength(1), z.maxLength(2)),
})

export const bitcoinSignMessageInput = z.object({ account, message: bytes })

export const bitcoinSignTransactionInput = z.object({
  psbt: bytes,
  inputsToSign: z
    .array(
      z.object({
        account,
        signingIndexes: z.array(z.int().check(z.nonnegative())),
        // The default (ALL for P2WPKH, DEFAULT for P2TR) is all this wallet signs with.
        sigHash: z.optional(z.literal('ALL')),
      }),
    )
    .check(z.minLength(1)),
  chain: z.optional(z.string()),
})
