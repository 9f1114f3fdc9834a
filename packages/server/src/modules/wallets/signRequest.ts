import { hasValidChecksum, isEvmAddress } from '@latch/core'
import { isHex } from 'viem'
import { z } from 'zod'

const hex = z
  .string()
  .max(262_144)
  .refine((value) => isHex(value), 'must be 0x-prefixed hex')
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a 0x-prefixed hex quantity')
  .transform((value) => BigInt(value))
// Core's rules (behaviour.md §5), with the 0x a transaction needs; a mixed-case address with a wrong EIP-55 checksum is
// a typo, refused before any funds move.
const address = z
  .string()
  .max(42)
  .refine((value) => isEvmAddress(value) && value.startsWith('0x'), 'must be an EVM address')
  .refine(hasValidChecksum, 'has a wrong EIP-55 checksum (a mistyped letter?)')
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** `chainId` as a caller may spell it (1, '0x1', '1', 'eip155:1') → the CAIP-2 id. */
export const chainIdInput = z
  .union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^(eip155:)?(0x[0-9a-fA-F]{1,13}|[0-9]{1,15})$/, 'must be a chain id'),
  ])
  .transform((value) => {
    const text = String(value).replace(/^eip155:/, '')
    return `eip155:${Number(text)}`
  })

/** `personal_sign`: [message, address]; a hex message is bytes, anything else text. */
export const personalSignParams = z.tuple([z.string().max(65_536), address]).rest(z.unknown())

const typedDataObject = z.object({
  types: z.record(
    z.string().max(256),
    z.array(z.object({ name: z.string().max(256), type: z.string().max(256) })).max(256),
  ),
  primaryType: z.string().min(1).max(256),
  domain: z.record(z.string(), z.unknown()).default({}),
  message: z.record(z.string(), z.unknown()),
})

/** `eth_signTypedData_v4`: [address, typed data as a JSON string or an object]. */
export const signTypedDataParams = z.tuple([
  address,
  z
    .unknown()
    .transform((value, context) => {
      if (typeof value !== 'string') return value
      try {
        return JSON.parse(value) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: 'typed data is not valid JSON' })
        return z.NEVER
      }
    })
    .pipe(typedDataObject),
])

/** A transaction as dapps send it; nonce, fees and (unless given) gas are the server's to fill. */
export const transactionInput = z.object({
  from: address.optional(),
  to: address.optional(),
  data: hex.optional(),
  input: hex.optional(),
  value: quantity.optional(),
  gas: quantity.optional(),
  chainId: quantity.optional(),
})

export const sendTransactionParams = z.tuple([transactionInput]).rest(z.unknown())

/** EIP-5792 capabilities as a request names them; core's rule refuses those not supported nor optional. */
const capabilities = z.record(z.string().max(64), z.unknown()).optional()

/** `wallet_sendCalls` (EIP-5792); the service runs core's rule (behaviour.md §5.11) first, for its texts. */
export const sendCallsParams = z
  .tuple([
    z.object({
      version: z.string().max(16).optional(),
      id: z.string().max(4096).optional(),
      chainId: quantity.optional(),
      from: address.optional(),
      atomicRequired: z.boolean().optional(),
      capabilities,
      calls: z
        .array(
          z.object({
            to: address,
            data: hex.optional(),
            value: quantity.optional(),
            capabilities,
          }),
        )
        .min(1)
        .max(32),
    }),
  ])
  .rest(z.unknown())

/** `wallet_getCapabilities` (EIP-5792): [address, chain ids as hex quantities?]. */
export const capabilitiesParams = z
  .tuple([
    address,
    z
      .array(quantity.transform((value) => Number(value)))
      .max(64)
      .optional(),
  ])
  .rest(z.unknown())

/** `wallet_getCallsStatus`: [batch id]. */
export const callsStatusParams = z.tuple([z.string().regex(/^0x[0-9a-f]{64}$/, 'unknown id')])
