import { z } from 'zod'

export const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address (0x and 40 hex digits)')
  .transform((address) => address.toLowerCase())

export const caipNetworkId = z
  .string()
  .regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id such as eip155:1')

/** The query fields every data call carries (`projectId` is checked by the project guard). */
export const sdkQuery = {
  projectId: z.string().max(128).optional(),
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
}
