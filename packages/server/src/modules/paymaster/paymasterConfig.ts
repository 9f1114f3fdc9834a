import { isEvmAddress } from '@latch/core'
import type { LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { readEnv } from '../../platform/config/readEnv'
import type { ModuleConfigReader } from '../../platform/ServerModule'

/** The server paymaster (docs/smart-accounts.md, "The paymaster"). */
export type PaymasterConfig = {
  /**
   * The VerifyingPaymaster's signer, made from `LATCH_PAYMASTER_SIGNER_KEY`: only the account is kept, so the key
   * is in no configuration object a log could print. None: the paymaster answers that it is off.
   */
  signer: LocalAccount | undefined
  /** The VerifyingPaymaster contract per chain number; a chain not listed is not sponsored. */
  contracts: Record<number, `0x${string}`>
  /** How long a paymaster signature stays valid (the contract's `validUntil`). */
  validitySeconds: number
  /** The paymaster's verification gas limit it signs over when the operation names none, and its highest. */
  verificationGasLimit: bigint
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    paymaster: PaymasterConfig
  }
}

const contractsSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON: {"<chain number>": "0x…"}' })
      return z.NEVER
    }
  })
  .pipe(
    z.record(
      z.string().regex(/^[1-9]\d{0,15}$/, 'keys must be chain numbers'),
      z.string().refine(isEvmAddress, 'must be an EVM address (0x and 40 hex digits)'),
    ),
  )

const paymasterSchema = z.object({
  LATCH_PAYMASTER_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key: 0x and 64 hex digits')
    .optional(),
  LATCH_PAYMASTER_CONTRACTS: contractsSchema.optional(),
  LATCH_PAYMASTER_VALIDITY_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  LATCH_PAYMASTER_VERIFICATION_GAS: z.coerce
    .number()
    .int()
    .min(30_000)
    .max(1_000_000)
    .default(100_000),
})

/**
 * Reads `LATCH_PAYMASTER_SIGNER_KEY`, `LATCH_PAYMASTER_CONTRACTS` (JSON, chain number → VerifyingPaymaster),
 * `LATCH_PAYMASTER_VALIDITY_SECONDS` and `LATCH_PAYMASTER_VERIFICATION_GAS`. The dev stack sets the first two
 * from its own deployment when it runs the bundler.
 */
export const loadPaymasterConfig: ModuleConfigReader<PaymasterConfig> = (env) => {
  const value = readEnv(paymasterSchema, env)
  const key = value.LATCH_PAYMASTER_SIGNER_KEY as `0x${string}` | undefined
  return {
    signer: key ? privateKeyToAccount(key) : undefined,
    contracts: Object.fromEntries(
      Object.entries(value.LATCH_PAYMASTER_CONTRACTS ?? {}).map(([chainId, address]) => [
        Number(chainId),
        address as `0x${string}`,
      ]),
    ),
    validitySeconds: value.LATCH_PAYMASTER_VALIDITY_SECONDS,
    verificationGasLimit: BigInt(value.LATCH_PAYMASTER_VERIFICATION_GAS),
  }
}
