import { isCaipAddress, isCaipNetworkId, isEvmAddress } from '@latch/core'
import { z } from 'zod'

// The rules are core's (behaviour.md §5, CAIP-2/-10); these schemas only add the server's length bounds and the
// lower-case form the database keys on.

export const evmAddress = z
  .string()
  .max(42)
  .refine(isEvmAddress, 'must be an EVM address (0x and 40 hex digits)')
  .transform((address) => `0x${address.replace(/^0x/, '').toLowerCase()}`)

export const caipNetworkId = z
  .string()
  .max(41)
  .refine(isCaipNetworkId, 'must be a CAIP-2 chain id such as eip155:1')

/** A CAIP-10 EVM token address, lower case. */
export const caipEvmAddress = z
  .string()
  .max(41 + 43)
  .refine(
    (value) =>
      isCaipAddress(value) && value.startsWith('eip155:') && isEvmAddress(value.split(':')[2]),
    'must be a CAIP-10 token address',
  )
  .transform((value) => value.toLowerCase())

/** The query fields every data call carries (`projectId` is checked by the project guard). */
export const sdkQuery = {
  projectId: z.string().max(128).optional(),
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
}
