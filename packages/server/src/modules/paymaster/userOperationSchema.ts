import { isEvmAddress } from '@latch/core'
import { z } from 'zod'

/** A quantity as JSON-RPC writes it (ERC-4337's RPC format): 0x and up to 64 hex digits. */
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity (0x and hex digits)')
  .transform((value) => BigInt(value))

/** Bytes: 0x and an even number of hex digits; bounded so a request cannot make the hash work large. */
const bytes = z
  .string()
  .max(2 + 2 * 32_768)
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes (0x and an even number of hex digits)')
  .transform((value) => value.toLowerCase() as `0x${string}`)

export const address = z
  .string()
  .refine(isEvmAddress, 'must be an EVM address (0x and 40 hex digits)')
  .transform((value) => value.toLowerCase() as `0x${string}`)

/**
 * An EntryPoint v0.7 user operation as ERC-7677 passes it (ERC-4337's RPC format): the paymaster fields and the
 * signature may be absent or placeholders; the paymaster signs over everything else.
 */
export const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.nullish(),
  factoryData: bytes.nullish(),
  callData: bytes,
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  paymasterVerificationGasLimit: quantity.nullish(),
  paymasterPostOpGasLimit: quantity.nullish(),
  signature: bytes.nullish(),
})

export type UserOperationInput = z.output<typeof userOperationSchema>
