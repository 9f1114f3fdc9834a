import * as z from 'zod/mini'
import { ProviderRpcError, providerErrorCodes } from './providerError'

const hex = z.templateLiteral(['0x', z.string()]).check(z.regex(/^0x[0-9a-fA-F]*$/))
const quantity = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  z.transform((value) => BigInt(value)),
)
const address = z.templateLiteral(['0x', z.string()]).check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const chainId = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^0x[0-9a-fA-F]{1,13}$/)),
    z.transform((value) => Number.parseInt(value, 16)),
  ),
  z.int().check(z.positive()),
)
/** A dapp-supplied RPC URL: only HTTP(S), never a script or file URL. */
const rpcUrl = z.url({ protocol: /^https?$/ })

export const switchChainParams = z.tuple([z.object({ chainId })], z.unknown())

export const addChainParams = z.tuple(
  [
    z.object({
      chainId,
      chainName: z.optional(z.string()),
      rpcUrls: z.optional(z.array(rpcUrl)),
    }),
  ],
  z.unknown(),
)

/** `personal_sign`: hex bytes, or (as many dapps send) plain text; then the signing address. */
export const personalSignParams = z.tuple([z.string(), address], z.unknown())

const typedData = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

/** `eth_signTypedData_v4`: the address, then the typed data as JSON text (or, leniently, an object). */
export const signTypedDataParams = z.tuple([
  address,
  z.pipe(
    z.union([
      z.pipe(
        z.string(),
        z.transform((text, context) => {
          try {
            return JSON.parse(text) as unknown
          } catch {
            context.issues.push({ code: 'custom', message: 'Invalid JSON', input: text })
            return z.NEVER
          }
        }),
      ),
      z.record(z.string(), z.unknown()),
    ]),
    typedData,
  ),
])

export const sendTransactionParams = z.tuple([
  z.object({
    from: z.optional(address),
    to: z.optional(z.nullable(address)),
    value: z.optional(quantity),
    data: z.optional(hex),
    input: z.optional(hex),
    gas: z.optional(quantity),
    gasPrice: z.optional(quantity),
    maxFeePerGas: z.optional(quantity),
    maxPriorityFeePerGas: z.optional(quantity),
    nonce: z.optional(quantity),
  }),
])

/** Parses a request's params, or throws the EIP-1193 invalid-params error. */
export function parseParams<T extends z.ZodMiniType>(
  method: string,
  schema: T,
  params: unknown,
): z.output<T> {
  const result = schema.safeParse(params)
  if (!result.success)
    throw new ProviderRpcError(providerErrorCodes.invalidParams, `Invalid params for ${method}`)
  return result.data
}

/** EIP-5792 capabilities a dapp names; each must be supported or marked `{ optional: true }`. */
const capabilities = z.optional(z.record(z.string(), z.unknown()))

/** `wallet_sendCalls` (EIP-5792): every target and data starts with 0x (behaviour.md §5.11). */
export const sendCallsParams = z.tuple(
  [
    z.object({
      version: z.optional(z.string()),
      chainId: z.optional(chainId),
      from: z.optional(address),
      atomicRequired: z.optional(z.boolean()),
      capabilities,
      calls: z
        .array(
          z.object({
            to: address,
            value: z.optional(quantity),
            data: z.optional(hex),
            capabilities,
          }),
        )
        .check(z.minLength(1), z.maxLength(32)),
    }),
  ],
  z.unknown(),
)

/** `wallet_getCapabilities`: the address, then the chains asked about (all the wallet knows when absent). */
export const getCapabilitiesParams = z.tuple([address, z.optional(z.array(chainId))], z.unknown())

/** `wallet_getCallsStatus`: a batch id. */
export const getCallsStatusParams = z.tuple([z.string()], z.unknown())
